import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { ORGANISATION, renderEmail, siteOf, type MailLocale } from '../../mail/templates/renderEmail.js';

interface StoryMailDetails {
  to: string;
  /** The author's language (users.locale). */
  locale: MailLocale;
  name: string;
  title: string;
  /** Once per submission and outcome, however often the write is retried. */
  dedupeKey: string;
}

// Both tell of a notice in the alumnus's portal: optional mail ("messages" in their e-mail preferences).

/** The alumnus's e-mail when their story goes live on the blog. */
export function storyPublishedMail(details: StoryMailDetails & { storyUrl: string }, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  const { title } = details;
  return {
    kind: 'story_published',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.storyUrl) },
    subject: tr('Your story is published: {title}', { title }),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Dear {name},', { name: details.name }),
      paragraphs: [
        tr('Thank you for sharing your story with us. "{title}" is now published on our blog, with you credited as its author.', {
          title,
        }),
        tr('Please share it with your colleagues and friends: stories like yours are how the next scientist-leaders find us.'),
      ],
      action: { label: tr('Read your story'), url: details.storyUrl },
      afterAction: [
        tr('If you would like anything changed, reply to this e-mail and the {organisation} team will help.', {
          organisation: ORGANISATION,
        }),
      ],
    }),
  };
}

/** The alumnus's e-mail when an editor sends their story back with a note. */
export function storyReturnedMail(
  details: StoryMailDetails & { note: string; storiesUrl: string },
  staffEmail: string,
): OutgoingMail {
  const tr = translator(details.locale);
  const { title } = details;
  return {
    kind: 'story_returned',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.storiesUrl) },
    subject: tr('Your story "{title}": a note from our editors', { title }),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Dear {name},', { name: details.name }),
      paragraphs: [
        tr('Thank you for sending us "{title}". Our editors read it and have sent it back to you with this note:', { title }),
        details.note,
        tr('You are welcome to send a new version whenever you are ready.'),
      ],
      action: { label: tr('Your stories'), url: details.storiesUrl },
    }),
  };
}
