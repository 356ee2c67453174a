import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { dearOrHello, renderEmail, siteOf, type MailLocale } from '../../mail/templates/renderEmail.js';

export interface AnnouncementMailDetails {
  to: string;
  /** The student's language (users.locale). */
  locale: MailLocale;
  name: string | null;
  cohortName: string;
  authorName: string | null;
  title: string;
  /** The announcement as written (Markdown reads as plain text): every value is escaped by renderEmail. */
  body: string;
  /** The student's home, where announcements are read. */
  homeUrl: string;
  /** Once per announcement and student. */
  dedupeKey: string;
}

/**
 * A cohort announcement staff chose to e-mail: optional mail ("messages" in the student's e-mail preferences, with a
 * one-click unsubscribe), replies going to the programme team.
 */
export function announcementMail(details: AnnouncementMailDetails, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  const { cohortName: cohort, authorName: author, title } = details;
  return {
    kind: 'cohort_announcement',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.homeUrl) },
    subject: tr('{cohort}: {title}', { cohort, title }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        author
          ? tr('{author} posted an announcement to {cohort}:', { author, cohort })
          : tr('There is a new announcement for {cohort}:', { cohort }),
        title,
        details.body,
      ],
      action: { label: tr('Read it in your portal'), url: details.homeUrl },
    }),
  };
}
