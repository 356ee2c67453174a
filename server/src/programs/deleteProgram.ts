import { eq } from 'drizzle-orm';
import { DataError } from '@sla/data';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { applications, programs } from '../db/schema.js';
import { pgErrorCode } from '../db/pgErrorCode.js';
import { PROGRAM_MESSAGES } from './programMessages.js';

const hasApplications = () => new DataError('conflict', PROGRAM_MESSAGES.hasApplications);

/**
 * Deletes a programme (delete_programs) that nobody has applied to. One with applications stays: they are people's
 * records, so staff close or archive it instead.
 */
export async function deleteProgram(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'delete_programs', { action: 'delete_program', programId: id });
  const [application] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.programId, id))
    .limit(1);
  if (application) throw hasApplications();
  try {
    const deleted = await ctx.db.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id });
    if (!deleted.length) throw new DataError('not_found', PROGRAM_MESSAGES.notFound);
  } catch (error) {
    // An application was started between the look and the delete: the foreign key refuses it.
    if (pgErrorCode(error) === '23503') throw hasApplications();
    throw error;
  }
}
