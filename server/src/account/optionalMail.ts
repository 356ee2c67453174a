import { asc, sql } from 'drizzle-orm';
import type { EmailCategory } from '@sla/contract';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';
import { translator, type Translate } from '../i18n/translator.js';
import type { OutgoingMail } from '../mail/outgoingMail.js';
import { addFooterLine } from '../mail/templates/renderEmail.js';
import { findSubscriber } from '../newsletter/accountSubscription.js';
import { unsubscribeUrl } from '../newsletter/links.js';
import { wantsCategory } from './emailPreferences.js';
import { emailLinkSecret } from './emailLinkSecret.js';
import { signEmailLink } from './emailLinkToken.js';
import { unsubscribeLinks } from './unsubscribeLinks.js';
import { pageUrl } from '../i18n/pageUrl.js';

/** The footer line of each category, in the e-mail's language: why the e-mail came, and how to stop it. */
const FOOTER: Record<EmailCategory, (tr: Translate, pageUrl: string, accountUrl: string) => string> = {
  decisions: (tr, pageUrl, accountUrl) =>
    tr(
      'You get e-mails about decisions on your applications. To stop them, open {pageUrl} or change your e-mail preferences at {accountUrl}',
      { pageUrl, accountUrl },
    ),
  messages: (tr, pageUrl, accountUrl) =>
    tr(
      'You get e-mails when there is news for you in your portal. To stop them, open {pageUrl} or change your e-mail preferences at {accountUrl}',
      { pageUrl, accountUrl },
    ),
  newsletter: (tr, pageUrl) => tr('You get our newsletter because you subscribed. To unsubscribe, open {pageUrl}', { pageUrl }),
};

/** The profiles with this address (normally one), found by the lower-case index. */
function accountsWithAddress(db: Db, address: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${address})`)
    .orderBy(asc(users.uid));
}

/**
 * What enqueueMail queues for `mail`: essential mail as it is; optional mail only while its category is on for the
 * recipient (every account with the address must want it; a newsletter only to a confirmed subscriber), then with a
 * one-click unsubscribe: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) pointing at the service, and a footer
 * line pointing at the site's page, in the mail's language. Null: not to be sent.
 */
export async function honourEmailPreference(db: Db, mail: OutgoingMail, now: Date): Promise<OutgoingMail | null> {
  if (!mail.optional) return mail;
  const tr = translator(mail.locale);
  const { category, siteUrl } = mail.optional;
  const accounts = await accountsWithAddress(db, mail.to);
  for (const account of accounts) if (!(await wantsCategory(db, account, category))) return null;
  const account = accounts[0];
  if (account) {
    const links = unsubscribeLinks(
      siteUrl,
      signEmailLink(emailLinkSecret(), { uid: account.uid, category, issuedAt: now }),
      mail.locale,
    );
    return {
      ...mail,
      headers: {
        ...mail.headers,
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...addFooterLine(mail, FOOTER[category](tr, links.page, pageUrl(siteUrl, '/account', mail.locale))),
    };
  }
  if (category !== 'newsletter') return mail;
  // A subscriber without an account: the newsletter's own unsubscribe link, which its page follows with one click.
  const subscriber = await findSubscriber(db, mail.to);
  if (subscriber?.status !== 'confirmed') return null;
  const page = unsubscribeUrl(siteUrl, subscriber.unsubscribeToken, mail.locale);
  return {
    ...mail,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${page}>` },
    ...addFooterLine(mail, FOOTER.newsletter(tr, page, '')),
  };
}
