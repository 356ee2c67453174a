import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

export interface OpportunityHiddenMailDetails {
  to: string;
  /** The poster's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  title: string;
  reason: string;
  /** The poster's own list, where the opportunity shows the reason. */
  myPostsUrl: string;
  /** Once per hiding. */
  dedupeKey: string;
}

/**
 * Staff took a poster's opportunity off the board: essential mail (it is about what they published, not news they
 * chose), with staff's reason, in the poster's language.
 */
export function opportunityHiddenMail(details: OpportunityHiddenMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  return {
    kind: 'opportunity_hidden',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: tr('Your opportunity “{title}” was taken off the board', { title: details.title }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [
        tr('Staff took your opportunity “{title}” off the opportunities board. The reason they gave:', { title: details.title }),
        details.reason,
      ],
      action: { label: tr('See your posts'), url: details.myPostsUrl },
      afterAction: [tr('If you think this is a mistake, write to us from the contact page.')],
    }),
  };
}
