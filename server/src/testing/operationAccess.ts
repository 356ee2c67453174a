import { sql } from 'drizzle-orm';
import { hasPermission, isRole, ROLES, type Role } from '@sla/permissions';
import { accessAllows, operationPath, type Operation } from '@sla/contract/operations';
import type { UserRow } from '../db/schema.js';
import type { TestService } from './testService.js';

/** Who an access table tries: nobody signed in, signed in without a profile, and each role. */
export type Caller = 'anonymous' | 'no-profile' | Role;

/**
 * What an operation answers a caller by its declaration's access rule: its success status (or `allowed`, such as 404 for
 * a record the row names on purpose but that does not exist) to those it lets in, 401 to
 * nobody signed in, 403 to the rest (a profile-less account holds no permission). The service checks the permission
 * itself, so a table built from this holds the service to the declaration.
 */
export function expectedStatus(operation: Operation, caller: Caller, allowed: number = operation.status): number {
  if (operation.access === 'public') return allowed;
  if (caller === 'anonymous') return 401;
  if (operation.access === 'signedIn') return allowed;
  const role = isRole(caller) ? caller : null;
  return accessAllows(operation.access, (permission) => hasPermission(role, permission)) ? allowed : 403;
}

/** An access table's row for a declared operation: its method, its address for these parameters, and what it answers. */
export function operationRow<Payload>(
  operation: Operation,
  { params, payload, allowed }: { params?: Record<string, string>; payload?: (caller: Caller) => Payload; allowed?: number } = {},
) {
  return {
    ...operationCase(operation, allowed),
    url: `/api${operationPath(operation.path, params)}`,
    ...(payload ? { payload } : {}),
  };
}

/** What every access row of a declared operation has, whatever its address: its name, method and expected status. */
export function operationCase(operation: Operation, allowed?: number) {
  return {
    name: `${operation.id} (${operation.method} ${operation.path})`,
    method: operation.method,
    status: (caller: Caller) => expectedStatus(operation, caller, allowed),
  };
}

/** The two callers the community's access tables add to the roles: a suspended alumnus and an alumnus another blocked. */
export type CommunityCaller = Caller | 'suspended' | 'blocked-alumni';
export const COMMUNITY_CALLERS: CommunityCaller[] = ['anonymous', 'no-profile', ...ROLES, 'suspended', 'blocked-alumni'];
export const communityUid = (caller: CommunityCaller) => `caller-${caller}`;
/** The role a community caller signs in with: the suspended and the blocked caller are both alumni. */
export const communityRole = (caller: CommunityCaller): Caller =>
  caller === 'suspended' || caller === 'blocked-alumni' ? 'alumni' : caller;

/**
 * A declared operation's row for the community's callers. A suspended account is refused (403) at sign-in wherever the
 * route reads the account: every signed-in route, and public ones that do (`publicReadsAccount`, such as registering as
 * oneself); on a public route that reads no account it is a visitor like any other. A block between alumni changes
 * nothing an access rule decides: the blocked alumnus is an alumnus.
 */
export function communityRow(
  operation: Operation,
  options: Parameters<typeof operationRow>[1] & { publicReadsAccount?: boolean } = {},
) {
  const { publicReadsAccount = false, ...rowOptions } = options;
  const base = operationRow(operation, rowOptions);
  const refusesSuspended = operation.access !== 'public' || publicReadsAccount;
  return {
    ...base,
    status: (caller: CommunityCaller) =>
      caller === 'suspended' ? (refusesSuspended ? 403 : base.status('anonymous')) : base.status(communityRole(caller)),
  };
}

/** Adds an account for each role, the suspended alumnus and the alumnus whom the 'alumni' caller blocked. */
export async function addCommunityCallers(
  service: Pick<TestService, 'addUser' | 'rows'>,
  fields: Partial<Record<CommunityCaller, Partial<UserRow>>> = {},
) {
  for (const role of ROLES) await service.addUser(communityUid(role), role, fields[role]);
  await service.addUser(communityUid('suspended'), 'alumni', { suspendedAt: new Date(), ...fields.suspended });
  await service.addUser(communityUid('blocked-alumni'), 'alumni', fields['blocked-alumni']);
  await service.rows(
    sql`INSERT INTO alumni_blocks (blocker_uid, blocked_uid, created_at) VALUES (${communityUid('alumni')}, ${communityUid('blocked-alumni')}, now())`,
  );
}
