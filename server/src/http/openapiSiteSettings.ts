import { siteSettingsChange } from '@sla/data/schemas';
import { answers, body, bool, nullable, object, ok, ref, str } from './openapiHelpers.js';

const setting = (type: object) => object({ value: type, default: type, overridden: bool });
const view = ok('Each setting’s value, its environment default and whether an admin changed it', ref('SiteSettingsView'));

export const siteSettingsComponents = {
  SiteSettingsView: object({
    settings: object({
      siteName: setting(str),
      orgEmailDomain: setting(str),
      staffEmail: setting(str),
      publicContactEmail: setting(str),
      mailFrom: setting(str),
      donationCurrency: setting(str),
      cardPayments: setting(bool),
    }),
    stripeConfigured: bool,
    updatedAt: nullable('string'),
    updatedBy: nullable('string'),
  }),
};

export function siteSettingsPaths() {
  return {
    '/admin/settings': {
      get: {
        summary: 'The site settings with their environment defaults (manage_system_settings: admins)',
        responses: answers({ 200: view }, 401, 403),
      },
      put: {
        summary:
          'Change site settings: a value sets one, null puts it back to the environment default, an absent key leaves it; writes one settings_change audit entry, nothing when nothing changes (manage_system_settings: admins)',
        requestBody: body(siteSettingsChange),
        responses: answers({ 200: view }, 400, 401, 403),
      },
    },
  };
}
