import type { ContentVersionSummary } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { listVersions } from '../versions/listVersions.js';
import { findProgramPage } from './findProgramPage.js';

/** A programme page's saved versions, newest first (edit_content). */
export async function listProgramPageVersions(
  ctx: ServiceContext,
  caller: Caller | null,
  programId: string,
): Promise<{ items: ContentVersionSummary[] }> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_program_page_versions', programId });
  await findProgramPage(ctx.db, programId);
  return { items: await listVersions(ctx.db, 'program_page', programId) };
}
