import { eq } from 'drizzle-orm';
import type { OpportunityView } from '@sla/contract';
import { hideOpportunityInput, parseInput } from '@sla/contract/schemas';
import { OPPORTUNITY_NOTICES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { auditLogs, opportunities, users } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { opportunityHiddenMail } from '../../mail/templates/opportunityHidden.js';
import { createNotice } from '../../notices/createNotice.js';
import { loadOpportunity, noSuchOpportunity } from './loadOpportunity.js';
import { toOpportunityView } from './toOpportunity.js';

export const MY_POSTS_PATH = '/alumni/opportunities/mine';

/**
 * POST /alumni/opportunities/:id/hide (manage_alumni_profiles): off the board with a reason. In the same transaction:
 * a granted permission_check entry (without the reason: the log is read widely), a notice to the poster and an e-mail
 * in their language. Hiding a hidden one again changes nothing and tells no one twice.
 */
export async function hideOpportunity(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<OpportunityView> {
  const staff = await requirePermission(ctx, caller, 'manage_alumni_profiles', { action: 'hide_opportunity', id });
  const { reason } = parseInput(hideOpportunityInput, body);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const found = await loadOpportunity(tx, id, { lock: true });
    if (!found) throw noSuchOpportunity();
    if (found.hiddenAt) return found;
    const [hidden] = await tx
      .update(opportunities)
      .set({ hiddenAt: now, hiddenBy: staff.token.uid, hiddenReason: reason, updatedAt: now })
      .where(eq(opportunities.id, id))
      .returning();
    await tx.insert(auditLogs).values({
      type: 'permission_check',
      userId: staff.token.uid,
      permission: 'manage_alumni_profiles',
      granted: true,
      context: { source: 'server', action: 'hide_opportunity', id, uid: found.posterUid },
      timestamp: now,
    });
    await createNotice(tx, {
      userId: found.posterUid,
      text: OPPORTUNITY_NOTICES.hidden(found.title, reason),
      link: MY_POSTS_PATH,
      now,
    });
    const [poster] = await tx
      .select({ email: users.email, displayName: users.displayName, locale: users.locale })
      .from(users)
      .where(eq(users.uid, found.posterUid));
    if (poster?.email) {
      await enqueueMail(
        tx,
        opportunityHiddenMail({
          to: poster.email,
          locale: poster.locale,
          recipientName: poster.displayName,
          title: found.title,
          reason,
          myPostsUrl: pageUrl(ctx.settings.siteUrl, MY_POSTS_PATH, poster.locale),
          dedupeKey: `opportunity_hidden:${id}`,
        }),
        now,
      );
    }
    return hidden!;
  });
  return toOpportunityView(row, now, staff.token.uid, true);
}
