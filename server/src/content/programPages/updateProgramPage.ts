import type { ProgramPage } from '@sla/contract';
import { parseInput, programPageInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { changedSinceOpened } from '../versions/changedSinceOpened.js';
import { announce } from '../live/announce.js';
import { findProgramPage } from './findProgramPage.js';
import { saveProgramPageChanges } from './saveProgramPageChanges.js';
import { toProgramPage } from './toProgramPage.js';

/** Saves a programme's public texts (edit_content); a save based on an older page version is refused with 409. */
export async function updateProgramPage(
  ctx: ServiceContext,
  caller: Caller | null,
  programId: string,
  body: unknown,
): Promise<ProgramPage> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'update_program_page', programId });
  const input = parseInput(programPageInput, body);
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await findProgramPage(tx, programId, { lock: true });
    if (input.baseVersion !== undefined && input.baseVersion !== row.pageVersion) throw changedSinceOpened();
    return saveProgramPageChanges(tx, ctx, signedIn, row, input);
  });
  announce(ctx, signedIn, { kind: 'program_page', id: programId, action: 'saved' });
  return toProgramPage(saved);
}
