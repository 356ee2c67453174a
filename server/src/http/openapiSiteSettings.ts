import { bool, object, ok, ref, str } from './openapiHelpers.js';

/** The public site's settings; the admin's (GET and PUT /admin/settings) are declared (contract/people/siteSettings). */
export const siteSettingsComponents = {
  PublicSiteSettings: object({
    siteName: str,
    orgEmailDomain: str,
    publicContactEmail: str,
    donationCurrency: str,
    cardPayments: bool,
    overridden: { type: 'array', items: str },
  }),
};

export function siteSettingsPaths() {
  return {
    '/public/site-settings': {
      get: {
        security: [],
        summary: 'What the public site shows: site name, organisation e-mail domain, contact address, currency, card payments',
        responses: { 200: ok('The public site settings', ref('PublicSiteSettings')) },
      },
    },
  };
}
