import type { MESSAGE_KINDS, SUBSCRIBER_STATUSES } from '../schemas.js';

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A newsletter address: declared with its operations (contract/site/newsletter). */
export type { NewsletterSubscriber } from '../operations/site/newsletter.js';

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message from the Contact or Get Involved forms: declared with its operation (contract/people/messages). */
export type { ContactMessage } from '../operations/people/messages.js';
export type {
  FollowUpItem,
  FollowUpEntry,
  FollowUpThread,
  FollowUpCounts,
  FollowUpConversation,
} from '../operations/people/followUps.js';
