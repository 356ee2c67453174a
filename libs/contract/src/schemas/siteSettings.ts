import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../email.js';
import { emailAddress } from './fields.js';

export const SITE_SETTING_KEYS = [
  'siteName',
  'orgEmailDomain',
  'staffEmail',
  'publicContactEmail',
  'mailFrom',
  'donationCurrency',
  'cardPayments',
  'receiptDetails',
] as const;

export const SITE_NAME_MESSAGE = msg('Enter the site name (80 characters or fewer).');
export const DOMAIN_MESSAGE = msg('Enter a domain such as scientistleaders.africa, without "@".');
export const MAIL_FROM_MESSAGE = msg('Enter the sender as Name <address>, e.g. Scientist-Leaders Africa <hello@example.org>.');
export const CURRENCY_MESSAGE = msg('Enter a three-letter ISO 4217 currency code such as USD, KES or ZAR.');

const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const MAILBOX_PATTERN = /^([^<>"\r\n]*[^<>"\s])\s*<([^<>\s]+)>$/;

/** Where Intl lists the currencies it knows, only those; else any three letters (older runtimes). */
function isKnownCurrency(code: string): boolean {
  const intl = Intl as unknown as { supportedValuesOf?: (key: 'currency') => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('currency').includes(code) : /^[A-Z]{3}$/.test(code);
}

/** "Name <address>" with a name and an address the e-mail rule accepts. */
export function isMailbox(value: string): boolean {
  const match = MAILBOX_PATTERN.exec(value.trim());
  return !!match && EMAIL_PATTERN.test(match[2]!);
}

export const siteNameField = z
  .string({ error: SITE_NAME_MESSAGE })
  .check(z.trim(), z.minLength(1, SITE_NAME_MESSAGE), z.maxLength(80, SITE_NAME_MESSAGE));
export const emailDomainField = z
  .string({ error: DOMAIN_MESSAGE })
  .check(z.trim(), z.toLowerCase(), z.maxLength(253, DOMAIN_MESSAGE), z.regex(DOMAIN_PATTERN, DOMAIN_MESSAGE));
export const mailFromField = z
  .string({ error: MAIL_FROM_MESSAGE })
  .check(z.trim(), z.maxLength(320, MAIL_FROM_MESSAGE), z.refine(isMailbox, MAIL_FROM_MESSAGE));
export const currencyField = z
  .string({ error: CURRENCY_MESSAGE })
  .check(z.trim(), z.toUpperCase(), z.refine(isKnownCurrency, CURRENCY_MESSAGE));

export const RECEIPT_DETAILS_MESSAGE = msg('Keep the registration details to 300 characters or fewer.');
/** The registration details on receipts: free text, empty for none. */
export const receiptDetailsField = z
  .string({ error: RECEIPT_DETAILS_MESSAGE })
  .check(z.trim(), z.maxLength(300, RECEIPT_DETAILS_MESSAGE));

const change = <T extends z.ZodMiniType>(field: T) => z.optional(z.nullable(field));

/** PUT /admin/settings: a value sets a setting, null puts it back to the default, an absent key leaves it alone. */
export const siteSettingsChange = z.strictObject(
  {
    siteName: change(siteNameField),
    orgEmailDomain: change(emailDomainField),
    staffEmail: change(emailAddress),
    publicContactEmail: change(emailAddress),
    mailFrom: change(mailFromField),
    donationCurrency: change(currencyField),
    cardPayments: change(z.boolean({ error: msg('Choose whether card payments are offered.') })),
    receiptDetails: change(receiptDetailsField),
  },
  {
    error: msg(
      'Only the site name, organisation domain, addresses, sender, currency, card payments and receipt details can be set.',
    ),
  },
);
