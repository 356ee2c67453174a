import type { MESSAGE_KINDS, SUBSCRIBER_STATUSES } from '../schemas.js';

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A newsletter address: declared with its operations (contract/site/newsletter). */
export type { NewsletterSubscriber } from '../contract/site/newsletter.js';

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message from the Contact or Get Involved forms. */
export interface ContactMessage {
  id: string;
  kind: MessageKind;
  name: string;
  email: string;
  organisation: string | null;
  message: string;
  createdAt: string;
}
