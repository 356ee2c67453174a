import { emailAddress, emailDomainField } from '@sla/contract/schemas';
import { parseMailbox } from './mail/mailbox.js';

export interface StripeSettings {
  secretKey: string;
  /** Without it the webhook refuses every event (nothing unsigned is ever recorded). */
  webhookSecret: string | null;
  /** https://api.stripe.com unless tests point it at a fake. */
  apiBase: string;
}

/** Paystack (mobile money, decision 0050). Paystack signs its webhooks with the secret key itself: no second secret. */
export interface PaystackSettings {
  secretKey: string;
  /** https://api.paystack.co unless tests or a demo point it at the local stand-in (server/src/testing/paystack-standin). */
  apiBase: string;
}

/** What services need to know about the site beyond the database: links, addresses, payments. */
export interface SiteSettings {
  /** The public site's origin; links in e-mails point here. No trailing slash. */
  siteUrl: string;
  /** The From of every e-mail, "Name <address>". */
  mailFrom: string;
  /** Where Contact and Get Involved messages are sent. */
  staffEmail: string;
  /** ISO 4217, upper case. */
  donationCurrency: string;
  /** The site's name in pages and e-mails (SITE_NAME). */
  siteName: string;
  /** The organisation's e-mail domain (ORG_EMAIL_DOMAIN), no "@". */
  orgEmailDomain: string;
  /** The address the public site shows visitors (CONTACT_EMAIL). */
  publicContactEmail: string;
  /** Card payments wanted: on unless an admin switched them off; offered only while `stripe` is set too (cardPaymentsOffered). */
  cardPayments: boolean;
  /** Registration details printed on receipts (RECEIPT_DETAILS; admins can change them); empty for none. */
  receiptDetails: string;
  stripe: StripeSettings | null;
  /** Mobile money through Paystack: offered whenever its secret key is in the environment. */
  paystack: PaystackSettings | null;
}

/** Stripe Checkout is offered: keys in the environment and an admin has not switched card payments off. */
export function cardPaymentsOffered(settings: SiteSettings): StripeSettings | null {
  return settings.cardPayments ? settings.stripe : null;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteUrl: 'http://localhost:4200',
  mailFrom: 'Scientist-Leaders Africa <hello@scientistleaders.africa>',
  staffEmail: 'team@scientistleaders.africa',
  donationCurrency: 'USD',
  siteName: 'Scientist-Leaders Africa',
  orgEmailDomain: 'scientistleaders.africa',
  publicContactEmail: 'hello@scientistleaders.africa',
  cardPayments: true,
  receiptDetails: '',
  stripe: null,
  paystack: null,
};

/** Reads and checks the site settings; a bad value stops the service at start with its name. */
export function loadSiteSettings(
  env: NodeJS.ProcessEnv,
  fallback: (key: string, value: string) => string,
  warn: (message: string) => void,
): SiteSettings {
  const siteUrl = fallback('SITE_URL', DEFAULT_SITE_SETTINGS.siteUrl).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl))
    throw new Error(`SITE_URL must be an origin like https://scientistleaders.africa, not "${siteUrl}".`);

  const mailFrom = fallback('MAIL_FROM', DEFAULT_SITE_SETTINGS.mailFrom);
  if (!parseMailbox(mailFrom)) throw new Error(`MAIL_FROM must be an address or "Name <address>", not "${mailFrom}".`);

  const staffEmail = fallback('STAFF_EMAIL', DEFAULT_SITE_SETTINGS.staffEmail);
  if (!emailAddress.safeParse(staffEmail).success) throw new Error(`STAFF_EMAIL must be an e-mail address, not "${staffEmail}".`);

  const donationCurrency = (env.DONATION_CURRENCY || DEFAULT_SITE_SETTINGS.donationCurrency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(donationCurrency))
    throw new Error(`DONATION_CURRENCY must be a three-letter ISO 4217 code such as USD, not "${donationCurrency}".`);

  // The site server warns about SITE_NAME and ORG_EMAIL_DOMAIN already; admins can also set these three.
  const siteName = env.SITE_NAME?.trim() || DEFAULT_SITE_SETTINGS.siteName;
  const orgEmailDomain = (env.ORG_EMAIL_DOMAIN || DEFAULT_SITE_SETTINGS.orgEmailDomain).trim().toLowerCase();
  if (!emailDomainField.safeParse(orgEmailDomain).success)
    throw new Error(`ORG_EMAIL_DOMAIN must be a domain such as scientistleaders.africa, not "${orgEmailDomain}".`);
  const publicContactEmail = env.CONTACT_EMAIL || DEFAULT_SITE_SETTINGS.publicContactEmail;
  if (!emailAddress.safeParse(publicContactEmail).success)
    throw new Error(`CONTACT_EMAIL must be an e-mail address, not "${publicContactEmail}".`);

  let stripe: StripeSettings | null = null;
  if (env.STRIPE_SECRET_KEY) {
    const apiBase = (env.STRIPE_API_BASE || 'https://api.stripe.com').replace(/\/+$/, '');
    if (!/^https?:\/\//.test(apiBase)) throw new Error(`STRIPE_API_BASE must be a URL, not "${apiBase}".`);
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
    if (!webhookSecret) warn('warning: STRIPE_WEBHOOK_SECRET is not set; paid donations will not be recorded until it is.');
    stripe = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret, apiBase };
  } else {
    warn('warning: STRIPE_SECRET_KEY is not set; the Donate page offers pledges instead of online payment.');
  }
  let paystack: PaystackSettings | null = null;
  if (env.PAYSTACK_SECRET_KEY) {
    const apiBase = (env.PAYSTACK_API_BASE || 'https://api.paystack.co').replace(/\/+$/, '');
    if (!/^https?:\/\//.test(apiBase)) throw new Error(`PAYSTACK_API_BASE must be a URL, not "${apiBase}".`);
    paystack = { secretKey: env.PAYSTACK_SECRET_KEY, apiBase };
  } else {
    warn('warning: PAYSTACK_SECRET_KEY is not set; the Donate page does not offer mobile money.');
  }
  return {
    siteUrl,
    mailFrom,
    staffEmail,
    donationCurrency,
    siteName,
    orgEmailDomain,
    publicContactEmail,
    cardPayments: DEFAULT_SITE_SETTINGS.cardPayments,
    receiptDetails: (env.RECEIPT_DETAILS ?? '').trim().slice(0, 300),
    stripe,
    paystack,
  };
}
