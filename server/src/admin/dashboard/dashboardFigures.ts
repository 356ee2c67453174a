import type { DashboardFigures } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { accountFigures } from './accountFigures.js';
import { reviewerFigures } from './reviewerFigures.js';
import { roundFigures } from './roundFigures.js';
import { givingFigures, newsletterFigures } from './supporterFigures.js';

/**
 * GET /admin/dashboard (view_all_users: staff and admins): the back office's figures, counted afresh on every call.
 * The queries are independent, so they run at once; on PostgreSQL each takes its own pooled connection.
 */
export async function dashboardFigures(ctx: ServiceContext, caller: Caller | null): Promise<DashboardFigures> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'view_dashboard' });
  const now = ctx.now();
  const [round, reviewsOutstanding, newAccounts, newsletter, giving] = await Promise.all([
    roundFigures(ctx.db, now),
    reviewerFigures(ctx.db),
    accountFigures(ctx.db, now),
    newsletterFigures(ctx.db, now),
    givingFigures(ctx.db, now),
  ]);
  return { asOf: now.toISOString(), round, reviewsOutstanding, newAccounts, newsletter, giving };
}
