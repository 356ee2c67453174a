import * as z from 'zod/mini';
import {
  listSubscribersQuery,
  newsletterSignupInput,
  newsletterTokenInput,
  SUBSCRIBER_STATUSES,
} from '../../schemas/newsletter.js';
import { fileAnswer, operation } from '../operation.js';
import { acknowledgement } from './forms.js';

/** A newsletter address. Only confirmed addresses receive the newsletter. */
export const newsletterSubscriber = z.strictObject({
  id: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.nullable(z.string()),
  unsubscribedAt: z.nullable(z.string()),
});
export type NewsletterSubscriber = z.output<typeof newsletterSubscriber>;

/** Staff reading what the public site collected. */
const staff = { anyOf: ['view_all_users'] } as const;

export const subscribeToNewsletter = operation({
  id: 'subscribeToNewsletter',
  method: 'POST',
  path: '/public/newsletter',
  summary: 'Newsletter sign-up (double opt-in): e-mails a confirmation link; the same answer whatever the address',
  body: newsletterSignupInput,
  answer: acknowledgement,
  status: 202,
  access: 'public',
  refusals: [400, 429],
});

export const confirmSubscription = operation({
  id: 'confirmSubscription',
  method: 'POST',
  path: '/public/newsletter/confirm',
  summary: 'Confirm a subscription with the token from the e-mail',
  body: newsletterTokenInput,
  answer: acknowledgement,
  status: 200,
  access: 'public',
  refusals: [400, 404, 429],
});

export const unsubscribeFromNewsletter = operation({
  id: 'unsubscribeFromNewsletter',
  method: 'POST',
  path: '/public/newsletter/unsubscribe',
  summary: 'Unsubscribe with the token from any newsletter e-mail',
  body: newsletterTokenInput,
  answer: acknowledgement,
  status: 200,
  access: 'public',
  refusals: [400, 404, 429],
});

export const listSubscribers = operation({
  id: 'listSubscribers',
  method: 'GET',
  path: '/newsletter/subscribers',
  summary: 'Newsletter addresses, newest first',
  query: listSubscribersQuery,
  answer: z.strictObject({ items: z.array(newsletterSubscriber), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

export const exportSubscribersCsv = operation({
  id: 'exportSubscribersCsv',
  method: 'GET',
  path: '/newsletter/subscribers.csv',
  summary: 'Newsletter addresses as CSV',
  // Only its status filter: the file holds every address of that status, so there is no page to ask for.
  query: z.pick(listSubscribersQuery, { status: true }),
  answer: fileAnswer('text/csv'),
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

/** The newsletter: the public site's sign-up and its links, and the staff's list of addresses. */
export const newsletterOperations = [
  subscribeToNewsletter,
  confirmSubscription,
  unsubscribeFromNewsletter,
  listSubscribers,
  exportSubscribersCsv,
] as const;
