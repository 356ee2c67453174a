import { asc, eq, inArray } from 'drizzle-orm';
import { DataError, type DataErrorCode, type UserProfile } from '@sla/contract';
import { assignRoleInput, parseInput } from '@sla/contract/schemas';
import { checkRoleAssignment, isRole, ROLE_ASSIGNMENT_MESSAGES, type Role, type RoleAssignmentFailure } from '@sla/permissions';
import { PEOPLE_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { recordPermissionCheck } from '../audit/recordPermissionCheck.js';
import type { Db } from '../db/database.js';
import { auditLogs, users, type UserRow } from '../db/schema.js';
import { toProfile } from './toProfile.js';

export const LAST_ADMIN_MESSAGE = PEOPLE_MESSAGES.lastAdmin;
export const DEFAULT_REASON = 'Role change';

const STATUS_OF: Record<RoleAssignmentFailure, DataErrorCode> = {
  notSignedIn: 'unauthenticated',
  actingProfileMissing: 'forbidden',
  notAllowed: 'forbidden',
  targetProfileMissing: 'not_found',
  invalidTransition: 'conflict',
  targetHoldsMore: 'forbidden',
};

export type RoleAssignmentOutcome =
  { kind: 'done'; row: UserRow } | { kind: 'lastAdmin' } | { kind: 'refused'; failure: RoleAssignmentFailure };

export interface RoleAssignmentRequest {
  actingUid: string;
  targetUid: string;
  role: Role;
  reason?: string | undefined;
  now: Date;
}

/**
 * The checks of docs/requirements.md#role-assignment in their order, then the new role and its role_change
 * audit entry, all inside `tx` (the caller's transaction: an application's release assigns the
 * student role in the transaction that releases the decision). Beyond those checks, the last admin can
 * never lose the admin role. Rows are locked, so two concurrent changes cannot both pass the checks
 * on stale roles. Refusals are returned, not thrown, so the caller decides what a refusal means.
 */
export async function assignRoleWithin(tx: Db, request: RoleAssignmentRequest): Promise<RoleAssignmentOutcome> {
  const { actingUid, targetUid, role, now } = request;
  // Both rows in one statement, in uid order: two admins changing each other at once would otherwise each hold one row
  // and wait for the other's (a deadlock PostgreSQL breaks by failing one of them).
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.uid, [actingUid, targetUid]))
    .orderBy(asc(users.uid))
    .for('update');
  const acting = locked.find((row) => row.uid === actingUid) ?? null;
  const target = locked.find((row) => row.uid === targetUid) ?? null;
  const actingRole = acting ? (isRole(acting.role) ? acting.role : null) : null;
  const failure = checkRoleAssignment({
    actingRole,
    target: target && { role: isRole(target.role) ? target.role : null },
    targetRole: role,
  });
  if (failure) return { kind: 'refused', failure };

  if (target!.role === 'admin' && role !== 'admin') {
    const admins = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.uid))
      .for('update');
    if (admins.length <= 1) return { kind: 'lastAdmin' };
  }
  const [updated] = await tx.update(users).set({ role, updatedAt: now }).where(eq(users.uid, targetUid)).returning();
  await tx.insert(auditLogs).values({
    type: 'role_change',
    userId: targetUid,
    previousRole: isRole(target!.role) ? target!.role : null,
    newRole: role,
    changedBy: actingUid,
    reason: request.reason || DEFAULT_REASON,
    ipAddress: '',
    userAgent: '',
    timestamp: now,
  });
  if (!updated) throw new Error('role update matched no row inside its own lock');
  return { kind: 'done', row: updated };
}

/** A refused assignment as the error the HTTP caller gets: the required message and status. */
export function roleRefusal(outcome: Exclude<RoleAssignmentOutcome, { kind: 'done' }>): DataError {
  if (outcome.kind === 'lastAdmin') return new DataError('conflict', LAST_ADMIN_MESSAGE);
  return new DataError(STATUS_OF[outcome.failure], ROLE_ASSIGNMENT_MESSAGES[outcome.failure]);
}

/**
 * A refusal for lack of permission (the acting role may not assign this role, or has no profile)
 * is written to the audit log as a permission_check entry. Call it after the transaction: the audit
 * write goes through its own connection.
 */
export async function auditRoleRefusal(
  ctx: ServiceContext,
  outcome: RoleAssignmentOutcome,
  entry: { actingUid: string; targetUid: string; role: Role; context?: Record<string, unknown> },
): Promise<void> {
  if (outcome.kind !== 'refused' || !['notAllowed', 'actingProfileMissing', 'targetHoldsMore'].includes(outcome.failure)) return;
  await recordPermissionCheck(ctx, {
    userId: entry.actingUid,
    permission: 'manage_roles',
    granted: false,
    context: { source: 'server', action: 'assign_role', targetUid: entry.targetUid, targetRole: entry.role, ...entry.context },
  });
}

/** Role assignment through the API (POST /users/:uid/role), exactly as docs/requirements.md#role-assignment says. */
export async function assignRole(
  ctx: ServiceContext,
  caller: Caller | null,
  targetUid: string,
  body: unknown,
): Promise<UserProfile> {
  if (!caller) throw new DataError('unauthenticated', ROLE_ASSIGNMENT_MESSAGES.notSignedIn);
  const input = parseInput(assignRoleInput, body);
  const actingUid = caller.token.uid;
  const outcome = await ctx.db.transaction((tx) =>
    assignRoleWithin(tx, { actingUid, targetUid, role: input.role, reason: input.reason, now: ctx.now() }),
  );
  if (outcome.kind === 'done') {
    // Committed: the new role applies to the next request, and the claim is set (or, without Firebase's Admin API, the
    // change pushed) now, not at the next sweep.
    ctx.profiles.forget(targetUid);
    ctx.roleClaims.changed(targetUid, outcome.row.role);
    return toProfile(outcome.row);
  }
  await auditRoleRefusal(ctx, outcome, { actingUid, targetUid, role: input.role });
  throw roleRefusal(outcome);
}
