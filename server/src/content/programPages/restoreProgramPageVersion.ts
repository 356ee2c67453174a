import type { ProgramPage } from '@sla/contract';
import { parseInput, programPageInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { announce } from '../live/announce.js';
import { findVersion } from '../versions/findVersion.js';
import { findProgramPage } from './findProgramPage.js';
import { saveProgramPageChanges } from './saveProgramPageChanges.js';
import { toProgramPage } from './toProgramPage.js';

/** Brings back an earlier text of a programme page as a new version; the text it replaces stays in the history. */
export async function restoreProgramPageVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  programId: string,
  rawVersion: string,
): Promise<ProgramPage> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'restore_program_page_version', programId });
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await findProgramPage(tx, programId, { lock: true });
    const found = await findVersion(tx, 'program_page', programId, rawVersion);
    return saveProgramPageChanges(tx, ctx, signedIn, row, parseInput(programPageInput, found.snapshot));
  });
  announce(ctx, signedIn, { kind: 'program_page', id: programId, action: 'saved' });
  return toProgramPage(saved);
}
