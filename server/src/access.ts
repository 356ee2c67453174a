import { DataError } from '@sla/contract';
import { hasPermission, isRole, ROLE_ASSIGNMENT_MESSAGES, type Permission } from '@sla/permissions';
import { ACCESS_MESSAGES } from '@sla/contract/serviceMessages';
import { recordPermissionCheck } from './audit/recordPermissionCheck.js';
import type { Caller, ServiceContext } from './context.js';

export const MESSAGES = {
  notSignedIn: ROLE_ASSIGNMENT_MESSAGES.notSignedIn,
  forbidden: ACCESS_MESSAGES.forbidden,
  noSuchUser: ACCESS_MESSAGES.noSuchUser,
} as const;

/** 403 "You do not have permission to do this." */
export const forbidden = () => new DataError('forbidden', MESSAGES.forbidden);
/** 404 "No such user.", also the answer to someone who may not even know whether the user exists. */
export const noSuchUser = () => new DataError('not_found', MESSAGES.noSuchUser);

/** The caller, or 401 "No authenticated user". */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new DataError('unauthenticated', MESSAGES.notSignedIn);
  return caller;
}

/** Whether the caller's profile role grants `permission` (no profile or no role grants nothing). */
export function can(caller: Caller | null, permission: Permission): boolean {
  const role = caller?.profile?.role;
  return isRole(role) && hasPermission(role, permission);
}

/** Whether the caller is the person `ownerUid` names: their own profile, their own application. */
export function owns(caller: Caller, ownerUid: string): boolean {
  return caller.token.uid === ownerUid;
}

/**
 * Refuses a signed-in caller who lacks `permission` with `refusal`, once the refusal is written to the
 * audit log as a permission_check entry. Callers decide first, without throwing, which refusal fits:
 * 403, or 404 where even a refusal would reveal that the record exists.
 */
export async function refuse(
  ctx: ServiceContext,
  caller: Caller,
  permission: Permission,
  context: Record<string, unknown>,
  refusal: DataError,
): Promise<never> {
  await recordPermissionCheck(ctx, {
    userId: caller.token.uid,
    permission,
    granted: false,
    context: { source: 'server', ...context },
  });
  throw refusal;
}

/**
 * Refuses unless the caller holds `permission`: 401 when signed out, else 403 (or 404 with
 * `hide: true`, where even a refusal would reveal that the record exists). Every refusal of a
 * signed-in caller is written to the audit log as a permission_check entry.
 */
export async function requirePermission(
  ctx: ServiceContext,
  caller: Caller | null,
  permission: Permission,
  context: Record<string, unknown>,
  options: { hide?: boolean } = {},
): Promise<Caller> {
  const signedIn = requireCaller(caller);
  if (can(signedIn, permission)) return signedIn;
  return refuse(ctx, signedIn, permission, context, options.hide ? noSuchUser() : forbidden());
}

/**
 * Passes when the caller holds at least one of `permissions`; otherwise refuses through requirePermission (so the
 * refusal is audited), naming the first permission as the one that was missing.
 */
export async function requireAnyPermission(
  ctx: ServiceContext,
  caller: Caller | null,
  permissions: readonly [Permission, ...Permission[]],
  context: Record<string, unknown>,
): Promise<Caller> {
  if (caller && permissions.some((permission) => can(caller, permission))) return caller;
  return requirePermission(ctx, caller, permissions[0], context);
}
