import * as z from 'zod/mini';
import { siteSettingsChange } from '../../schemas/siteSettings.js';
import { operation } from '../operation.js';

/** One setting: its value, the environment's (used whenever no admin has changed it) and whether an admin did. */
const setting = <T extends z.ZodMiniType>(type: T) => z.strictObject({ value: type, default: type, overridden: z.boolean() });

/** What GET /admin/settings answers: each setting with its environment default. */
export const siteSettingsView = z.strictObject({
  settings: z.strictObject({
    siteName: setting(z.string()),
    orgEmailDomain: setting(z.string()),
    staffEmail: setting(z.string()),
    publicContactEmail: setting(z.string()),
    mailFrom: setting(z.string()),
    donationCurrency: setting(z.string()),
    cardPayments: setting(z.boolean()),
    receiptDetails: setting(z.string()),
  }),
  /** Stripe keys are in the data service's environment (secrets are never stored or shown). */
  stripeConfigured: z.boolean(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type SiteSettingsView = z.output<typeof siteSettingsView>;

/** Admins only. */
const settingsManagers = { anyOf: ['manage_system_settings'] } as const;

export const getSiteSettings = operation({
  id: 'getSiteSettings',
  method: 'GET',
  path: '/admin/settings',
  summary: 'The site settings with their environment defaults',
  answer: siteSettingsView,
  status: 200,
  access: settingsManagers,
  refusals: [401, 403],
});

export const updateSiteSettings = operation({
  id: 'updateSiteSettings',
  method: 'PUT',
  path: '/admin/settings',
  summary:
    'Change site settings: a value sets one, null puts it back to the environment default, an absent key leaves it; writes one settings_change audit entry, nothing when nothing changes',
  body: siteSettingsChange,
  answer: siteSettingsView,
  status: 200,
  access: settingsManagers,
  refusals: [400, 401, 403],
});

/** The site settings an admin may change. */
export const siteSettingsOperations = [getSiteSettings, updateSiteSettings] as const;
