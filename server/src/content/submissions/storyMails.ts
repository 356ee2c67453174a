import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { ORGANISATION, renderEmail, siteOf } from '../../mail/templates/renderEmail.js';

interface StoryMailDetails {
  to: string;
  name: string;
  title: string;
  /** Once per submission and outcome, however often the write is retried. */
  dedupeKey: string;
}

// Both tell of a notice in the alumnus's portal: optional mail ("messages" in their e-mail preferences).

/** The alumnus's e-mail when their story goes live on the blog. */
export function storyPublishedMail(details: StoryMailDetails & { storyUrl: string }, staffEmail: string): OutgoingMail {
  return {
    kind: 'story_published',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.storyUrl) },
    subject: `Your story is published: ${details.title}`,
    ...renderEmail({
      greeting: `Dear ${details.name},`,
      paragraphs: [
        `Thank you for sharing your story with us. "${details.title}" is now published on our blog, with you credited as its author.`,
        'Please share it with your colleagues and friends: stories like yours are how the next scientist-leaders find us.',
      ],
      action: { label: 'Read your story', url: details.storyUrl },
      afterAction: [`If you would like anything changed, reply to this e-mail and the ${ORGANISATION} team will help.`],
    }),
  };
}

/** The alumnus's e-mail when an editor sends their story back with a note. */
export function storyReturnedMail(
  details: StoryMailDetails & { note: string; storiesUrl: string },
  staffEmail: string,
): OutgoingMail {
  return {
    kind: 'story_returned',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.storiesUrl) },
    subject: `Your story "${details.title}": a note from our editors`,
    ...renderEmail({
      greeting: `Dear ${details.name},`,
      paragraphs: [
        `Thank you for sending us "${details.title}". Our editors read it and have sent it back to you with this note:`,
        details.note,
        'You are welcome to send a new version whenever you are ready.',
      ],
      action: { label: 'Your stories', url: details.storiesUrl },
    }),
  };
}
