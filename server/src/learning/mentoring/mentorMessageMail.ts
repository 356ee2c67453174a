import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { renderEmail, siteOf } from '../../mail/templates/renderEmail.js';
import type { MentorshipSide } from './openMentorship.js';

export interface MentorMessageMailDetails {
  to: string;
  recipientName: string | null;
  senderName: string | null;
  /** The side that wrote: the e-mail calls them "your mentor" or "your mentee". */
  from: MentorshipSide;
  body: string;
  /** Where the recipient reads and answers the thread. */
  threadUrl: string;
  /** Once per message, however often the write is retried. */
  dedupeKey: string;
}

/**
 * The other side's e-mail about a new message: optional mail ("messages" in their e-mail preferences, with a one-click
 * unsubscribe). It carries the sender's name and words, never their address, and no Reply-To: answers belong in the
 * portal, where the thread is kept for both.
 */
export function mentorMessageMail(details: MentorMessageMailDetails): OutgoingMail {
  const role = details.from === 'mentor' ? 'mentor' : 'mentee';
  const sender = details.senderName ? `Your ${role}, ${details.senderName},` : `Your ${role}`;
  return {
    kind: 'mentor_message',
    to: details.to,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.threadUrl) },
    subject: details.senderName ? `A message from your ${role}, ${details.senderName}` : `A message from your ${role}`,
    ...renderEmail({
      greeting: details.recipientName ? `Dear ${details.recipientName},` : 'Hello,',
      paragraphs: [`${sender} sent you a message:`, details.body],
      action: { label: 'Read and answer', url: details.threadUrl },
      afterAction: [`Please answer in your portal rather than by replying to this e-mail, so that your ${role} gets it.`],
    }),
  };
}
