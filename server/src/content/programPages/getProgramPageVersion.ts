import type { ContentVersion } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findVersion } from '../versions/findVersion.js';
import { findProgramPage } from './findProgramPage.js';

/** One saved version of a programme page with its text (edit_content). */
export async function getProgramPageVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  programId: string,
  rawVersion: string,
): Promise<ContentVersion> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_program_page_version', programId });
  await findProgramPage(ctx.db, programId);
  return findVersion(ctx.db, 'program_page', programId, rawVersion);
}
