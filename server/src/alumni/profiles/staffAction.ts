import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { auditLogs } from '../../db/schema.js';
import { createNotice } from '../../notices/createNotice.js';

/** Staff who manage profiles (manage_alumni_profiles): 401 signed out, 403 (audited) for anyone else. */
export const requireProfileManager = (ctx: ServiceContext, caller: Caller | null, context: Record<string, unknown>) =>
  requirePermission(ctx, caller, 'manage_alumni_profiles', context);

export interface StaffAction {
  staffUid: string;
  /** Whose profile. */
  uid: string;
  action: 'correct_alumni_profile' | 'hide_alumni_profile' | 'unhide_alumni_profile';
  /** What the audit entry says beside who, whom and what (never a field's value: the audit log is read widely). */
  details?: Record<string, unknown>;
  /** What the alumnus reads in their portal. */
  notice: string;
  now: Date;
}

/**
 * Records a staff action on someone's profile in the transaction that made it: a granted permission_check entry
 * naming the action and the profile, and a notice to its owner, so neither exists without the change.
 */
export async function recordStaffAction(tx: Db, action: StaffAction): Promise<void> {
  await tx.insert(auditLogs).values({
    type: 'permission_check',
    userId: action.staffUid,
    permission: 'manage_alumni_profiles',
    granted: true,
    context: { source: 'server', action: action.action, uid: action.uid, ...action.details },
    timestamp: action.now,
  });
  await createNotice(tx, { userId: action.uid, text: action.notice, link: '/alumni/profile', now: action.now });
}
