import { and, eq, ne, sql } from 'drizzle-orm';
import { DataError, type ProgramSettings } from '@sla/contract';
import { parseInput, programSettingsInput } from '@sla/contract/schemas';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { pgErrorCode } from '../db/pgErrorCode.js';
import { requireValidProgramSettings } from './requireValidProgramSettings.js';
import { programValues } from './programValues.js';
import { toProgramSettings } from './toProgramSettings.js';

/**
 * Staff edit the page's texts here too: a change to them counts as a new version of the public page, so an editor
 * who opened the page before is told it changed instead of saving over it. A save that leaves them as they were does not.
 */
const pageVersionAfter = (input: { summary: string; description: string; whoFor: string; howToApply: string }) =>
  sql`case when ${programs.summary} = ${input.summary} and ${programs.description} = ${input.description}
    and ${programs.whoFor} = ${input.whoFor} and ${programs.howToApply} = ${input.howToApply}
    then ${programs.pageVersion} else ${programs.pageVersion} + 1 end`;

const slugTaken = () => new DataError('conflict', PROGRAM_MESSAGES.slugTaken, { slug: PROGRAM_MESSAGES.slugTaken });

/**
 * Replaces a programme's settings (edit_programs and manage_program_settings). Applications already started keep the
 * form they were started with, so changing the form never breaks answers given.
 */
export async function updateProgram(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<ProgramSettings> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_program', programId: id });
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'update_program', programId: id });
  const input = parseInput(programSettingsInput, body);
  requireValidProgramSettings(input);
  const [clash] = await ctx.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.slug, input.slug), ne(programs.id, id)))
    .limit(1);
  if (clash) throw slugTaken();
  try {
    const [row] = await ctx.db
      .update(programs)
      .set({ ...programValues(input), pageVersion: pageVersionAfter(input), updatedAt: ctx.now() })
      .where(eq(programs.id, id))
      .returning();
    if (!row) throw new DataError('not_found', PROGRAM_MESSAGES.notFound);
    return toProgramSettings(row);
  } catch (error) {
    // Another programme took the address between the look and the write.
    if (pgErrorCode(error) === '23505') throw slugTaken();
    throw error;
  }
}
