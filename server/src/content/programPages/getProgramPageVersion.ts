import { DataError, type ContentVersion } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/data/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { versionNumber } from '../events/versionNumber.js';
import { getVersion } from '../versions/getVersion.js';
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
  const version = versionNumber(rawVersion);
  const found = version === null ? null : await getVersion(ctx.db, 'program_page', programId, version);
  if (!found) throw new DataError('not_found', CONTENT_MESSAGES.noSuchVersion);
  return found;
}
