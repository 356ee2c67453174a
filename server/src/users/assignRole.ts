import { and, eq } from 'drizzle-orm';
import { DataError, type DataErrorCode, type UserProfile } from '@sla/data';
import { assignRoleInput, parseInput } from '@sla/data/schemas';
import { checkRoleAssignment, isRole, ROLE_ASSIGNMENT_MESSAGES, type RoleAssignmentFailure } from '@sla/permissions';
import type { Caller, ServiceContext } from '../context.js';
import { recordPermissionCheck } from '../audit/recordPermissionCheck.js';
import { auditLogs, users, type UserRow } from '../db/schema.js';
import { toProfile } from './toProfile.js';

export const LAST_ADMIN_MESSAGE = 'The last admin cannot lose the admin role. Make someone else an admin first.';
export const DEFAULT_REASON = 'Role change';

const STATUS_OF: Record<RoleAssignmentFailure, DataErrorCode> = {
  notSignedIn: 'unauthenticated',
  actingProfileMissing: 'forbidden',
  notAllowed: 'forbidden',
  targetProfileMissing: 'not_found',
  invalidTransition: 'conflict',
};

/**
 * Role assignment, exactly as spec sections 4 and 5: the checks in the spec's order with its five
 * messages, then the new role and its role_change audit entry in one transaction. Beyond the spec,
 * the last admin can never lose the admin role. Rows are locked, so two concurrent changes cannot
 * both pass the checks on stale roles.
 */
export async function assignRole(ctx: ServiceContext, caller: Caller | null, targetUid: string, body: unknown): Promise<UserProfile> {
  if (!caller) throw new DataError('unauthenticated', ROLE_ASSIGNMENT_MESSAGES.notSignedIn);
  const input = parseInput(assignRoleInput, body);
  const actingUid = caller.token.uid;

  type Outcome = { kind: 'done'; row: UserRow } | { kind: 'lastAdmin' } | { kind: 'refused'; failure: RoleAssignmentFailure };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const lockProfile = async (uid: string) => (await tx.select().from(users).where(eq(users.uid, uid)).for('update'))[0] ?? null;
    const acting = await lockProfile(actingUid);
    const target = actingUid === targetUid ? acting : await lockProfile(targetUid);
    const actingRole = acting ? (isRole(acting.role) ? acting.role : null) : null;
    // A target profile without a role has nothing to transition from: any assignable role is valid.
    const targetCurrentRole = target ? (isRole(target.role) ? target.role : input.role) : null;
    const failure = checkRoleAssignment({ actingRole, targetCurrentRole, targetRole: input.role });
    if (failure) return { kind: 'refused', failure };

    if (target!.role === 'admin' && input.role !== 'admin') {
      const admins = await tx.select({ uid: users.uid }).from(users).where(eq(users.role, 'admin')).for('update');
      if (admins.length <= 1) return { kind: 'lastAdmin' };
    }
    const now = ctx.now();
    const [updated] = await tx
      .update(users)
      .set({ role: input.role, updatedAt: now })
      .where(and(eq(users.uid, targetUid)))
      .returning();
    await tx.insert(auditLogs).values({
      type: 'role_change',
      userId: targetUid,
      previousRole: isRole(target!.role) ? target!.role : null,
      newRole: input.role,
      changedBy: actingUid,
      reason: input.reason || DEFAULT_REASON,
      ipAddress: '',
      userAgent: '',
      timestamp: now,
    });
    if (!updated) throw new Error('role update matched no row inside its own lock');
    return { kind: 'done', row: updated };
  });

  if (outcome.kind === 'done') return toProfile(outcome.row);
  if (outcome.kind === 'lastAdmin') throw new DataError('conflict', LAST_ADMIN_MESSAGE);
  if (outcome.failure === 'notAllowed' || outcome.failure === 'actingProfileMissing') {
    await recordPermissionCheck(ctx, {
      userId: actingUid,
      permission: 'manage_roles',
      granted: false,
      context: { source: 'server', action: 'assign_role', targetUid, targetRole: input.role },
    });
  }
  throw new DataError(STATUS_OF[outcome.failure], ROLE_ASSIGNMENT_MESSAGES[outcome.failure]);
}

