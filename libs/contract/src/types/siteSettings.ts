/** The site settings an admin may change; each falls back to the data service's environment value. */
export interface SiteSettingsValues {
  siteName: string;
  /** Staff addresses end in it (sign-in hints, role-assignment rules); no "@". */
  orgEmailDomain: string;
  /** Where Contact and Get Involved messages are sent. */
  staffEmail: string;
  /** The address the public site shows visitors. */
  publicContactEmail: string;
  /** The From of every e-mail, "Name <address>". */
  mailFrom: string;
  /** ISO 4217, upper case. */
  donationCurrency: string;
  /** Whether the Donate page offers card payments; only possible when Stripe keys are in the environment. */
  cardPayments: boolean;
  /** The organisation's registration details printed on donation receipts (registered name, number, address); may be empty. */
  receiptDetails: string;
}

export type SiteSettingKey = keyof SiteSettingsValues;

export interface SiteSettingState<T> {
  value: T;
  /** The environment's value (or the embedded default), used whenever no admin has changed it. */
  default: T;
  overridden: boolean;
}

/** What GET /admin/settings answers: declared with its operations (contract/people/siteSettings). */
export type { SiteSettingsView } from '../operations/people/siteSettings.js';

/** A change: a value sets a setting, null puts it back to the environment default, an absent key leaves it. */
export type SiteSettingsChange = { [K in SiteSettingKey]?: SiteSettingsValues[K] | null };

/** What the public site shows: declared with its operation (contract/site/settings). */
export type { PublicSiteSettingKey, PublicSiteSettings } from '../operations/site/settings.js';
