import type { OpportunitySummary, OpportunityView } from '@sla/contract';
import { deadlineOpen } from '@sla/contract/schemas';
import type { OpportunityRow } from '../../db/schema.js';
import { markdownHtml } from '../../content/markdownHtml.js';

type State = OpportunitySummary['state'];

/** Where it stands at `now`: hidden by staff first, then closed by its poster, then past its deadline. */
export function stateOf(row: OpportunityRow, now: Date): State {
  if (row.hiddenAt) return 'hidden';
  if (row.closedAt) return 'closed';
  return deadlineOpen(row.deadline, now) ? 'open' : 'expired';
}

export function toOpportunitySummary(row: OpportunityRow, now: Date): OpportunitySummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    organisation: row.organisation,
    location: row.location,
    remote: row.remote,
    deadline: row.deadline,
    fields: row.fields,
    countries: row.countries,
    posterName: row.posterName,
    postedAt: row.postedAt.toISOString(),
    state: stateOf(row, now),
  };
}

/**
 * The whole opportunity for `readerUid`: the details as Markdown and as sanitised HTML (h3 and below, under the page's
 * title); staff's reason only for its poster and for staff (`moderator`).
 */
export function toOpportunityView(row: OpportunityRow, now: Date, readerUid: string, moderator: boolean): OpportunityView {
  const mine = row.posterUid === readerUid;
  return {
    ...toOpportunitySummary(row, now),
    applyUrl: row.applyUrl,
    howToApply: row.howToApply,
    details: row.details,
    detailsHtml: row.details ? markdownHtml(row.details, 3) : '',
    mine,
    hiddenReason: mine || moderator ? row.hiddenReason : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
