import * as z from 'zod/mini';
import {
  hideOpportunityInput,
  OPPORTUNITY_KINDS,
  opportunitiesQuery,
  opportunityDigestInput,
  opportunityInput,
} from '../../schemas/opportunities.js';
import { operation } from '../operation.js';

/** Where an opportunity stands: on the board, past its deadline, closed by its poster, or hidden by staff. */
export const OPPORTUNITY_STATES = ['open', 'expired', 'closed', 'hidden'] as const;

/** One opportunity as the board lists it: never the poster's e-mail, only their name. */
export const opportunitySummary = z.strictObject({
  id: z.string(),
  kind: z.enum(OPPORTUNITY_KINDS),
  title: z.string(),
  organisation: z.string(),
  location: z.string(),
  remote: z.boolean(),
  /** "2027-03-31": open through that day (UTC). */
  deadline: z.string(),
  fields: z.array(z.string()),
  countries: z.array(z.string()),
  posterName: z.string(),
  postedAt: z.string(),
  state: z.enum(OPPORTUNITY_STATES),
});
export type OpportunitySummary = z.output<typeof opportunitySummary>;

/** One opportunity in full: its details as Markdown (for the poster's form) and as the service's sanitised HTML. */
export const opportunityView = z.strictObject({
  ...opportunitySummary.shape,
  applyUrl: z.string(),
  howToApply: z.string(),
  details: z.string(),
  detailsHtml: z.string(),
  /** Whether the reader posted it (may edit and close it). */
  mine: z.boolean(),
  /** Staff's reason, shown to the poster and to staff only (null otherwise, or when not hidden). */
  hiddenReason: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type OpportunityView = z.output<typeof opportunityView>;

export const opportunityPage = z.strictObject({ items: z.array(opportunitySummary), nextCursor: z.nullable(z.string()) });
export type OpportunityPage = z.output<typeof opportunityPage>;

/** Everyone the board is for: alumni and admins (network_with_alumni), staff (manage_alumni_profiles), students. */
const readers = { anyOf: ['network_with_alumni', 'manage_alumni_profiles', 'access_student_portal'] } as const;
/** Who posts: alumni and admins (network_with_alumni) and staff (manage_alumni_profiles). */
const posters = { anyOf: ['network_with_alumni', 'manage_alumni_profiles'] } as const;
/** Staff who moderate the network. */
const moderators = { anyOf: ['manage_alumni_profiles'] } as const;

export const listOpportunities = operation({
  id: 'listOpportunities',
  method: 'GET',
  path: '/alumni/opportunities',
  summary: 'The open opportunities, searched and filtered, newest first or closing soonest first, a keyset page at a time',
  query: opportunitiesQuery,
  answer: opportunityPage,
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

export const listMyOpportunities = operation({
  id: 'listMyOpportunities',
  method: 'GET',
  path: '/alumni/opportunities/mine',
  summary: 'Everything you posted, open or not, newest first (hidden ones with staff’s reason)',
  answer: z.strictObject({ items: z.array(opportunityView) }),
  status: 200,
  access: posters,
  refusals: [401, 403],
});

export const getOpportunity = operation({
  id: 'getOpportunity',
  method: 'GET',
  path: '/alumni/opportunities/{id}',
  summary: 'One opportunity; one no longer on the board answers 404 to all but its poster and staff',
  answer: opportunityView,
  status: 200,
  access: readers,
  refusals: [401, 403, 404],
});

export const postOpportunity = operation({
  id: 'postOpportunity',
  method: 'POST',
  path: '/alumni/opportunities',
  summary: 'Post an opportunity on the board (rate limited)',
  body: opportunityInput,
  answer: opportunityView,
  status: 201,
  access: posters,
  refusals: [400, 401, 403, 413, 429],
});

export const updateOpportunity = operation({
  id: 'updateOpportunity',
  method: 'PUT',
  path: '/alumni/opportunities/{id}',
  summary:
    'Change your opportunity while it is open or past its deadline (someone else’s answers 404; a closed or hidden one 409)',
  body: opportunityInput,
  answer: opportunityView,
  status: 200,
  access: posters,
  refusals: [400, 401, 403, 404, 409, 413],
});

export const closeOpportunity = operation({
  id: 'closeOpportunity',
  method: 'POST',
  path: '/alumni/opportunities/{id}/close',
  summary: 'Take your opportunity off the board (someone else’s answers 404)',
  answer: opportunityView,
  status: 200,
  access: posters,
  refusals: [401, 403, 404],
});

export const hideOpportunity = operation({
  id: 'hideOpportunity',
  method: 'POST',
  path: '/alumni/opportunities/{id}/hide',
  summary: 'Staff take an opportunity off the board with a reason, which its poster reads in a notice and an e-mail',
  body: hideOpportunityInput,
  answer: opportunityView,
  status: 200,
  access: moderators,
  refusals: [400, 401, 403, 404],
});

/** The reader's weekly digest choice (account settings). */
export const opportunityDigest = z.strictObject({ on: z.boolean(), fields: z.array(z.string()) });
export type OpportunityDigest = z.output<typeof opportunityDigest>;

export const getOpportunityDigest = operation({
  id: 'getOpportunityDigest',
  method: 'GET',
  path: '/alumni/opportunities/digest',
  summary: 'Whether you get the weekly e-mail of new opportunities, and for which fields (none: every field)',
  answer: opportunityDigest,
  status: 200,
  access: readers,
  refusals: [401, 403],
});

export const setOpportunityDigest = operation({
  id: 'setOpportunityDigest',
  method: 'PUT',
  path: '/alumni/opportunities/digest',
  summary: 'Turn the weekly e-mail of new opportunities on or off, for some fields or every field',
  body: opportunityDigestInput,
  answer: opportunityDigest,
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

/** The opportunities board: every reader's list and page, the posters' own, and staff's hiding. */
export const opportunityOperations = [
  listOpportunities,
  listMyOpportunities,
  getOpportunity,
  postOpportunity,
  updateOpportunity,
  closeOpportunity,
  hideOpportunity,
  getOpportunityDigest,
  setOpportunityDigest,
] as const;
