import type { PublicSiteSettingKey, PublicSiteSettings } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { cardPaymentsOffered } from '../siteSettings.js';
import { readOverrides, withOverrides } from './storedSiteSettings.js';

const PUBLIC_KEYS: PublicSiteSettingKey[] = [
  'siteName',
  'orgEmailDomain',
  'publicContactEmail',
  'donationCurrency',
  'cardPayments',
];

/**
 * What the public site shows, read from the database each time (one row by key), so every instance of the site
 * answers the same at once after a change rather than after its next refresh.
 */
export async function getPublicSiteSettings(ctx: ServiceContext): Promise<PublicSiteSettings> {
  const { overrides } = await readOverrides(ctx.db);
  const settings = withOverrides(ctx.environmentSettings, overrides);
  return {
    siteName: settings.siteName,
    orgEmailDomain: settings.orgEmailDomain,
    publicContactEmail: settings.publicContactEmail,
    donationCurrency: settings.donationCurrency,
    cardPayments: cardPaymentsOffered(settings) !== null,
    overridden: PUBLIC_KEYS.filter((key) => overrides[key] !== undefined),
  };
}
