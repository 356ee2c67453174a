import * as z from 'zod/mini';
import { operation } from '../operation.js';

/** The settings the public site shows, each of which an admin may change. */
export const publicSiteSettingKey = z.enum([
  'siteName',
  'orgEmailDomain',
  'publicContactEmail',
  'donationCurrency',
  'cardPayments',
]);
export type PublicSiteSettingKey = z.output<typeof publicSiteSettingKey>;

/** What the public site shows (GET /public/site-settings, no sign-in). */
export const publicSiteSettings = z.strictObject({
  siteName: z.string(),
  orgEmailDomain: z.string(),
  publicContactEmail: z.string(),
  donationCurrency: z.string(),
  /** Card payments are offered: switched on and Stripe configured. */
  cardPayments: z.boolean(),
  /**
   * Which of these an admin changed. The site server lays only these over its own configuration, so a SITE_NAME
   * given to the site server alone still shows until an admin sets another.
   */
  overridden: z.array(publicSiteSettingKey),
});
export type PublicSiteSettings = z.output<typeof publicSiteSettings>;

export const getPublicSiteSettings = operation({
  id: 'getPublicSiteSettings',
  method: 'GET',
  path: '/public/site-settings',
  summary: 'What the public site shows: site name, organisation e-mail domain, contact address, currency, card payments',
  answer: publicSiteSettings,
  status: 200,
  access: 'public',
  refusals: [],
});

/** The site settings as visitors' pages read them (admins change them in the admin portal). */
export const settingsOperations = [getPublicSiteSettings] as const;
