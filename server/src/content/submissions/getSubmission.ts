import type { StorySubmission } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { findSubmission } from './findSubmission.js';

/** One submission as an editor reads it (edit_content). */
export async function getSubmission(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StorySubmission> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_submission', submissionId: id });
  return toSubmissionSummary(await findSubmission(ctx.db, id));
}
