import { formatDateTime, msg, t } from '@sla/i18n';
import type { OpportunityKind } from '@sla/contract/schemas';
import type { OpportunitySummary } from '@sla/data';

/** Each kind as people read it (the schema's values stay the values sent and kept). */
export const KIND_NAMES: Record<OpportunityKind, string> = {
  job: msg('Job'),
  fellowship: msg('Fellowship'),
  call_for_papers: msg('Call for papers'),
  scholarship: msg('Scholarship'),
};

export const kindName = (kind: OpportunityKind) => t(KIND_NAMES[kind]);

/** A deadline ("2027-03-31", open through that day in UTC) as a date in the page's language. */
export const deadlineText = (deadline: string) =>
  formatDateTime(`${deadline}T12:00:00.000Z`, { dateStyle: 'long', timeZone: 'UTC' });

/** Who posted it: their name, never an address; with none, the network's word for a member. */
export const posterText = (opportunity: Pick<OpportunitySummary, 'posterName'>) =>
  opportunity.posterName || t('A member of the network');

/** Where it stands, for the poster's list and staff. */
export const STATE_NAMES: Record<OpportunitySummary['state'], string> = {
  open: msg('On the board'),
  expired: msg('Deadline passed'),
  closed: msg('Closed'),
  hidden: msg('Hidden by staff'),
};

/** The board's two orders. */
export const ORDER_NAMES = { newest: msg('Newest first'), closing: msg('Closing soonest first') } as const;
