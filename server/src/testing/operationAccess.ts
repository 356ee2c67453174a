import { hasPermission, isRole, type Role } from '@sla/permissions';
import { accessAllows, operationPath, type Operation } from '@sla/contract/operations';

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
