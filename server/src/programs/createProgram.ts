import { randomUUID } from 'node:crypto';
import { DataError, type ProgramSettings } from '@sla/contract';
import { parseInput, programSettingsInput } from '@sla/contract/schemas';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { requireValidProgramSettings } from './requireValidProgramSettings.js';
import { programValues } from './programValues.js';
import { toProgramSettings } from './toProgramSettings.js';

/** A new programme (create_programs and manage_program_settings); its address must be free. */
export async function createProgram(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<ProgramSettings> {
  await requirePermission(ctx, caller, 'create_programs', { action: 'create_program' });
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'create_program' });
  const input = parseInput(programSettingsInput, body);
  requireValidProgramSettings(input);
  const now = ctx.now();
  // ON CONFLICT rather than a look first: two staff creating the same address at once get one programme and one 409.
  const [row] = await ctx.db
    .insert(programs)
    .values({ id: randomUUID(), ...programValues(input), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: programs.slug })
    .returning();
  if (!row) throw new DataError('conflict', PROGRAM_MESSAGES.slugTaken, { slug: PROGRAM_MESSAGES.slugTaken });
  return toProgramSettings(row);
}
