import type { ProgramPage } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findProgramPage } from './findProgramPage.js';
import { toProgramPage } from './toProgramPage.js';

export async function getProgramPage(ctx: ServiceContext, caller: Caller | null, programId: string): Promise<ProgramPage> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_program_page', programId });
  return toProgramPage(await findProgramPage(ctx.db, programId));
}
