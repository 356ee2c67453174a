import { asc, eq } from 'drizzle-orm';
import { DataError, type ProgramSettings } from '@sla/contract';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { programs, type ProgramRow } from '../db/schema.js';
import { APPLICANT_PROGRAM_READERS, isStaffReader, STAFF_PROGRAM_READERS, visibleToApplicants } from './programReaders.js';
import { requireAnyPermission } from '../access.js';
import { settingsFor } from './settingsFor.js';

async function shown(
  ctx: ServiceContext,
  caller: Caller | null,
  row: ProgramRow | undefined,
  context: Record<string, unknown>,
): Promise<ProgramSettings> {
  const signedIn = await requireAnyPermission(ctx, caller, [...STAFF_PROGRAM_READERS, ...APPLICANT_PROGRAM_READERS], context);
  const staff = isStaffReader(signedIn);
  if (!row || (!staff && !visibleToApplicants(row))) throw new DataError('not_found', PROGRAM_MESSAGES.notFound);
  return settingsFor(row, staff);
}

/** One programme's settings: any for staff; for applicants only those that run or have run (else 404). */
export async function getProgramSettings(ctx: ServiceContext, caller: Caller | null, id: string): Promise<ProgramSettings> {
  const [row] = await ctx.db.select().from(programs).where(eq(programs.id, id)).limit(1);
  return shown(ctx, caller, row, { action: 'get_program', programId: id });
}

/** The same by address: the first programme with that slug. */
export async function getProgramSettingsBySlug(
  ctx: ServiceContext,
  caller: Caller | null,
  slug: string,
): Promise<ProgramSettings> {
  const [row] = await ctx.db.select().from(programs).where(eq(programs.slug, slug)).orderBy(asc(programs.createdAt)).limit(1);
  return shown(ctx, caller, row, { action: 'get_program', slug });
}
