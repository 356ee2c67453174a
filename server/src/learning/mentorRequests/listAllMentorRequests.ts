import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { MentorRequestPage } from '@sla/contract';
import { mentorRequestsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { mentorRequests } from '../../db/schema.js';
import { namedRequests, toMentorRequest, type NamedRequestRow } from './toMentorRequest.js';

const PAGE = 25;

/**
 * GET /mentoring/requests/all (manage_program_settings): every request, newest first, all or one status, a keyset page
 * at a time on (created_at, id) — the indexes mentor_requests_newest and mentor_requests_by_status of migration 0031.
 */
export async function listAllMentorRequests(
  ctx: ServiceContext,
  caller: Caller | null,
  query: unknown,
): Promise<MentorRequestPage> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'list_mentor_requests' });
  const input = parseInput(mentorRequestsQuery, query);
  const limit = input.limit ?? PAGE;
  const after = input.cursor ? decodeCursor(input.cursor, uuidId) : null;
  const conditions: (SQL | undefined)[] = [
    input.status ? eq(mentorRequests.status, input.status) : undefined,
    after
      ? sql`(${mentorRequests.createdAt}, ${mentorRequests.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
      : undefined,
  ];
  const rows = await namedRequests(ctx.db)
    .where(and(...conditions))
    .orderBy(desc(mentorRequests.createdAt), desc(mentorRequests.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toMentorRequest, (row: NamedRequestRow) => [row.request.createdAt, row.request.id]);
}
