import { and, desc, eq } from 'drizzle-orm';
import type { ProgramSettings } from '@sla/contract';
import { programsQuery } from '@sla/contract/operations/applications';
import { parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { APPLICANT_PROGRAM_READERS, isStaffReader, STAFF_PROGRAM_READERS } from './programReaders.js';
import { requireAnyPermission } from '../access.js';
import { settingsFor } from './settingsFor.js';

/**
 * Programmes newest first (all of them, or the active ones). Every programme is for staff; the active ones
 * also for applicants choosing where to apply.
 */
export async function listPrograms(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<{ items: ProgramSettings[] }> {
  const query = parseInput(programsQuery, rawQuery);
  const readers =
    query.status === 'active' ? ([...STAFF_PROGRAM_READERS, ...APPLICANT_PROGRAM_READERS] as const) : STAFF_PROGRAM_READERS;
  const signedIn = await requireAnyPermission(ctx, caller, readers, { action: 'list_programs', status: query.status ?? 'all' });
  const rows = await ctx.db
    .select()
    .from(programs)
    .where(and(query.status ? eq(programs.status, query.status) : undefined))
    .orderBy(desc(programs.createdAt), desc(programs.id));
  const staff = isStaffReader(signedIn);
  return { items: rows.map((row) => settingsFor(row, staff)) };
}
