import { formatDay, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

export interface ReferenceRequestDetails {
  to: string;
  refereeName: string;
  applicantName: string;
  programme: string;
  /** The letters' deadline, said in the programme's time zone; null: none. */
  dueAt: Date | null;
  timeZone: string;
  /** The referee's page with this e-mail's own link. */
  url: string;
  /** The applicant's language: the referee is their contact, and the page opens in it too. */
  locale: MailLocale;
  /** The reminder goes once per request (reference-reminder:<id>). */
  dedupeKey?: string;
}

/**
 * The e-mail asking a referee for a letter, or reminding them (`reminder`): who asks, for what, until when, and the
 * link that needs no account. Essential mail: it is the applicant's request, not ours, so it has no unsubscribe line.
 */
export function referenceRequestMail(details: ReferenceRequestDetails, reminder = false): OutgoingMail {
  const tr = translator(details.locale);
  const { applicantName, programme } = details;
  const date = details.dueAt ? formatDay(details.locale, details.dueAt, details.timeZone) : null;
  const paragraphs = reminder
    ? [
        tr('This is a reminder: {applicant} asked you for a reference letter for their application to {programme}.', {
          applicant: applicantName,
          programme,
        }),
      ]
    : [
        tr('{applicant} has applied to {programme} at {organisation} and named you as a referee.', {
          applicant: applicantName,
          programme,
          organisation: ORGANISATION,
        }),
        tr(
          'We would be grateful for a letter about them: you can upload it as a PDF or write it on the page. No account is needed.',
        ),
      ];
  if (date) paragraphs.push(tr('Please send it by {date}.', { date }));
  return {
    kind: reminder ? 'reference_reminder' : 'reference_request',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey ?? null,
    subject: reminder
      ? tr('Reminder: reference letter for {applicant}', { applicant: applicantName })
      : tr('{applicant} asks you for a reference letter', { applicant: applicantName }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.refereeName),
      paragraphs,
      action: { label: tr('Send your letter'), url: details.url },
      afterAction: [
        tr('The link is yours alone: please do not forward this e-mail. The applicant never sees your letter.'),
        tr('If you do not know {applicant}, ignore this e-mail.', { applicant: applicantName }),
      ],
    }),
  };
}
