import {
  checkoutInput,
  listDonationsQuery,
  listSubscribersQuery,
  messageInput,
  newsletterSignupInput,
  newsletterTokenInput,
  pledgeInput,
  publicEventsQuery,
  publicPostsQuery,
} from '@sla/data/schemas';
import { answers, body, nullable, object, ok, page, queryParams, ref } from './openapiHelpers.js';

const list = (item: string) => ({ type: 'object', properties: { items: { type: 'array', items: ref(item) } } });
const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };
const markdown = { type: 'string', description: 'Markdown, as written by editors' };
const html = (top: string) => ({
  type: 'string',
  description: `The Markdown rendered to HTML and sanitised by the service (allow-listed elements; links only http(s), mailto or this site); headings start at ${top}. Safe to insert as it is.`,
});
const slug = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };
const csv = { description: 'A CSV file, streamed', content: { 'text/csv': { schema: { type: 'string' } } } };
/** No sign-in needed; a token, if sent, is ignored. */
const open = { security: [] };

const image = nullable('object');
const language = {
  enum: ['en', 'fr'],
  description: "The language of the item's text: the request's (Accept-Language) when the item has a version in it, else en",
};
const postSummary = {
  id: str,
  slug: str,
  title: str,
  summary: str,
  category: { ...nullable('object'), properties: { name: str, slug: str, language } },
  authorName: str,
  coverImage: { ...image, properties: { url: str, alt: str } },
  publishedAt: time,
  readingMinutes: { type: 'integer', minimum: 1 },
  language,
};
const window = object({
  state: { enum: ['open', 'closed', 'upcoming'] },
  opensAt: nullable('string'),
  closesAt: nullable('string'),
  timeZone: str,
});
const programSummary = {
  id: str,
  slug: str,
  name: str,
  summary: str,
  status: { enum: ['active', 'closed'] },
  applicationWindow: window,
  language,
};

export const publicSiteComponents = {
  PostSummary: object(postSummary),
  Post: object({ ...postSummary, body: markdown, bodyHtml: html('h2'), updatedAt: time }),
  Category: object({ name: str, slug: str, language, count: { type: 'integer' } }),
  Event: object({
    id: str,
    slug: str,
    title: str,
    summary: str,
    body: str,
    startsAt: time,
    endsAt: nullable('string'),
    timeZone: { type: 'string', description: 'The zone the event is announced in, e.g. Africa/Lagos' },
    online: { type: 'boolean' },
    location: nullable('string'),
    registrationUrl: nullable('string'),
    coverImage: image,
    language,
  }),
  ProgramSummary: object(programSummary),
  Program: object({
    ...programSummary,
    description: markdown,
    descriptionHtml: html('h3'),
    whoFor: markdown,
    whoForHtml: html('h3'),
    howToApply: markdown,
    howToApplyHtml: html('h3'),
    faq: { type: 'array', items: object({ question: str, answer: markdown, answerHtml: html('h4') }) },
    heroImage: image,
    capacity: nullable('integer'),
    updatedAt: time,
  }),
  Home: object({
    programs: { type: 'array', items: ref('ProgramSummary') },
    stories: { type: 'array', items: ref('PostSummary') },
    events: { type: 'array', items: ref('Event') },
  }),
  Acknowledgement: object({ message: str }),
  DonationConfig: object({
    currency: str,
    decimals: { type: 'integer' },
    presets: { type: 'array', items: { type: 'number' } },
    minAmount: { type: 'number' },
    maxAmount: { type: 'number' },
    stripeEnabled: { type: 'boolean' },
  }),
  Donation: object({
    id: str,
    frequency: { enum: ['once', 'monthly'] },
    amount: { type: 'number' },
    currency: str,
    email: nullable('string'),
    name: nullable('string'),
    renewal: { type: 'boolean' },
    createdAt: time,
  }),
  Pledge: object({
    id: str,
    name: str,
    email: str,
    frequency: { enum: ['once', 'monthly'] },
    amount: { type: 'number' },
    currency: str,
    createdAt: time,
  }),
  Subscriber: object({
    id: str,
    email: str,
    status: { enum: ['pending', 'confirmed', 'unsubscribed'] },
    createdAt: time,
    confirmedAt: nullable('string'),
    unsubscribedAt: nullable('string'),
  }),
  SitemapEntry: object({ path: str, lastmod: nullable('string') }),
  FeedItem: object({
    title: str,
    slug: str,
    path: str,
    summary: str,
    authorName: str,
    category: nullable('string'),
    publishedAt: time,
    updatedAt: time,
  }),
};

const acknowledged = (status: number, description: string) => ({ [status]: ok(description, ref('Acknowledgement')) });
const limited = 429;

/** The public site's endpoints and the staff endpoints reading what it collects. */
export function publicSitePaths() {
  return {
    '/public/home': {
      get: {
        ...open,
        summary:
          'Programmes with their window, the 3 latest stories and the next 3 events, in one answer, each in the language asked for (Accept-Language) when it has a version in it; Vary: Accept-Language',
        responses: { 200: ok('The home page', ref('Home')) },
      },
    },
    '/public/posts': {
      get: {
        ...open,
        summary:
          'Published stories, newest first, 6 per page by default, each in the language asked for (Accept-Language) when it has a version in it',
        parameters: queryParams(publicPostsQuery),
        responses: answers({ 200: page('PostSummary') }, 400),
      },
    },
    '/public/posts/{slug}': {
      get: {
        ...open,
        summary:
          'A published story (404 for drafts and unknown slugs), in the language asked for (Accept-Language) when it has a version in it, else in English; `language` says which',
        parameters: [slug],
        responses: answers({ 200: ok('A story', ref('Post')) }, 404),
      },
    },
    '/public/categories': {
      get: {
        ...open,
        summary: 'Categories with published stories, and how many',
        responses: { 200: ok('Categories', list('Category')) },
      },
    },
    '/public/events': {
      get: {
        ...open,
        summary:
          'Published events: upcoming first (only those with upcoming=1), each in the language asked for (Accept-Language) when it has a version in it',
        parameters: queryParams(publicEventsQuery),
        responses: answers({ 200: ok('Events', list('Event')) }, 400),
      },
    },
    '/public/programs': {
      get: {
        ...open,
        summary:
          'Active and closed programmes, open ones first, with the application window by the server clock; summaries in the language asked for (Accept-Language) where the page has a version in it',
        responses: { 200: ok('Programmes', list('ProgramSummary')) },
      },
    },
    '/public/programs/{slug}': {
      get: {
        ...open,
        summary:
          'A programme page, in the language asked for (Accept-Language) when it has a version in it, else in English; `language` says which',
        parameters: [slug],
        responses: answers({ 200: ok('A programme', ref('Program')) }, 404),
      },
    },
    '/public/sitemap-entries': {
      get: {
        ...open,
        summary: 'Every public page with its last change, for sitemap.xml',
        responses: { 200: ok('Pages', list('SitemapEntry')) },
      },
    },
    '/public/feed': {
      get: { ...open, summary: 'The latest 20 published stories, for RSS', responses: { 200: ok('Stories', list('FeedItem')) } },
    },
    '/public/newsletter': {
      post: {
        ...open,
        summary: 'Newsletter sign-up (double opt-in): e-mails a confirmation link; the same answer whatever the address',
        requestBody: body(newsletterSignupInput),
        responses: answers(acknowledged(202, 'Taken'), 400, limited),
      },
    },
    '/public/newsletter/confirm': {
      post: {
        ...open,
        summary: 'Confirm a subscription with the token from the e-mail',
        requestBody: body(newsletterTokenInput),
        responses: answers(acknowledged(200, 'Confirmed'), 400, 404),
      },
    },
    '/public/newsletter/unsubscribe': {
      post: {
        ...open,
        summary: 'Unsubscribe with the token from any newsletter e-mail',
        requestBody: body(newsletterTokenInput),
        responses: answers(acknowledged(200, 'Unsubscribed'), 400, 404),
      },
    },
    '/public/messages': {
      post: {
        ...open,
        summary: 'Contact and Get Involved forms: stored, mailed to staff, acknowledged to the sender',
        requestBody: body(messageInput),
        responses: answers(acknowledged(202, 'Taken'), 400, limited),
      },
    },
    '/public/donations/config': {
      get: {
        ...open,
        summary: 'Currency, preset amounts, and whether online payment is set up',
        responses: { 200: ok('Donation settings', ref('DonationConfig')) },
      },
    },
    '/public/donations/checkout': {
      post: {
        ...open,
        summary: 'Start a Stripe Checkout for a one-time or monthly gift; 409 when online payment is not set up',
        requestBody: body(checkoutInput),
        responses: answers({ 200: ok('Where to send the donor', object({ url: str })) }, 400, 409, limited, 503),
      },
    },
    '/public/pledges': {
      post: {
        ...open,
        summary: 'A promise to give, for staff to follow up',
        requestBody: body(pledgeInput),
        responses: answers(acknowledged(202, 'Taken'), 400, limited),
      },
    },
    '/stripe/webhook': {
      post: {
        ...open,
        summary: "Stripe's events, signed (Stripe-Signature over the raw body); each gift recorded once per event",
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: answers(
          { 200: ok('Received', object({ received: { type: 'boolean' }, recorded: { type: 'boolean' } })) },
          400,
          503,
        ),
      },
    },
    '/newsletter/subscribers': {
      get: {
        summary: 'Newsletter addresses, newest first (view_all_users)',
        parameters: queryParams(listSubscribersQuery),
        responses: answers({ 200: page('Subscriber') }, 400, 401, 403),
      },
    },
    '/newsletter/subscribers.csv': {
      get: {
        summary: 'Newsletter addresses as CSV (view_all_users)',
        parameters: queryParams(listSubscribersQuery).filter((parameter) => parameter.name === 'status'),
        responses: answers({ 200: csv }, 400, 401, 403),
      },
    },
    '/donations': {
      get: {
        summary: 'Gifts paid online, newest first (view_all_users)',
        parameters: queryParams(listDonationsQuery),
        responses: answers({ 200: page('Donation') }, 400, 401, 403),
      },
    },
    '/donations.csv': {
      get: { summary: 'Gifts paid online as CSV (view_all_users)', responses: answers({ 200: csv }, 401, 403) },
    },
    '/pledges': {
      get: {
        summary: 'Pledges, newest first (view_all_users)',
        parameters: queryParams(listDonationsQuery),
        responses: answers({ 200: page('Pledge') }, 400, 401, 403),
      },
    },
    '/pledges.csv': { get: { summary: 'Pledges as CSV (view_all_users)', responses: answers({ 200: csv }, 401, 403) } },
  };
}
