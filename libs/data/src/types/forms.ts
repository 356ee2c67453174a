import type { MESSAGE_KINDS, SUBSCRIBER_STATUSES } from '../schemas.js';

export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A newsletter address. Only confirmed addresses receive the newsletter. */
export interface NewsletterSubscriber {
  id: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A message from the Contact or Get Involved forms: declared with its operation (contract/people/messages). */
export type { ContactMessage } from '../contract/people/messages.js';
