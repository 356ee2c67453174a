import type { FollowUpThread } from '@sla/contract';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { loadThread } from './loadThread.js';

/** One item and its thread (view_all_users). */
export async function getFollowUp(ctx: ServiceContext, caller: Caller | null, id: string): Promise<FollowUpThread> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'read_follow_up' });
  return loadThread(ctx.db, id);
}
