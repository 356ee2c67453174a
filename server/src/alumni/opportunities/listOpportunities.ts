import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { OpportunityPage } from '@sla/contract';
import { opportunitiesQuery, parseInput, utcDate } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { opportunities, type OpportunityRow } from '../../db/schema.js';
import { readSearch, searchCondition } from '../directory/searchTerms.js';
import { requireReader } from './opportunityAccess.js';
import { toOpportunitySummary } from './toOpportunity.js';

const PAGE = 20;

/** A deadline as the instant a cursor carries: midnight UTC of its day. */
const deadlineInstant = (deadline: string) => new Date(`${deadline}T00:00:00.000Z`);

/**
 * GET /alumni/opportunities: what is on the board now (neither closed nor hidden, deadline today or later in UTC),
 * searched in title, organisation and details, filtered by kind, field, country and remote, newest first or the
 * nearest deadline first, a keyset page at a time. The conditions are those of the partial indexes of migration 0029.
 */
export async function listOpportunities(ctx: ServiceContext, caller: Caller | null, query: unknown): Promise<OpportunityPage> {
  await requireReader(ctx, caller, { action: 'list_opportunities' });
  const input = parseInput(opportunitiesQuery, query);
  const now = ctx.now();
  const limit = input.limit ?? PAGE;
  const closing = input.order === 'closing';
  const after = input.cursor ? decodeCursor(input.cursor, uuidId) : null;

  const conditions: (SQL | undefined)[] = [
    isNull(opportunities.closedAt),
    isNull(opportunities.hiddenAt),
    gte(opportunities.deadline, utcDate(now)),
    searchCondition(readSearch(input.q), opportunities.search as never),
    input.kind ? eq(opportunities.kind, input.kind) : undefined,
    input.field ? sql`${opportunities.fields} @> ARRAY[${input.field}]::text[]` : undefined,
    input.country ? sql`${opportunities.countries} @> ARRAY[${input.country}]::text[]` : undefined,
    input.remote ? eq(opportunities.remote, input.remote === 'true') : undefined,
  ];
  if (after && closing) {
    conditions.push(sql`(${opportunities.deadline}, ${opportunities.id}) > (${utcDate(after.at)}::date, ${after.id})`);
  } else if (after) {
    conditions.push(
      sql`(${opportunities.postedAt}, ${opportunities.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`,
    );
  }
  const rows = await ctx.db
    .select()
    .from(opportunities)
    .where(and(...conditions))
    .orderBy(
      ...(closing
        ? [asc(opportunities.deadline), asc(opportunities.id)]
        : [desc(opportunities.postedAt), desc(opportunities.id)]),
    )
    .limit(limit + 1);
  return keysetPage(
    rows,
    limit,
    (row) => toOpportunitySummary(row, now),
    (row: OpportunityRow) => [closing ? deadlineInstant(row.deadline) : row.postedAt, row.id],
  );
}
