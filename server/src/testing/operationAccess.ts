import { hasPermission, isRole, type Role } from '@sla/permissions';
import { operationPath, type Operation } from '@sla/data/contract';

/** Who an access table tries: nobody signed in, signed in without a profile, and each role. */
export type Caller = 'anonymous' | 'no-profile' | Role;

/**
 * What an operation answers a caller by its declaration's access rule: its success status to those it lets in, 401 to
 * nobody signed in, 403 to the rest (a profile-less account holds no permission). The service checks the permission
 * itself, so a table built from this holds the service to the declaration.
 */
export function expectedStatus(operation: Operation, caller: Caller): number {
  if (operation.access === 'public') return operation.status;
  if (caller === 'anonymous') return 401;
  const role = isRole(caller) ? caller : null;
  return operation.access.anyOf.some((permission) => hasPermission(role, permission)) ? operation.status : 403;
}

/** An access table's row for a declared operation: its method, its address for these parameters, and what it answers. */
export function operationRow<Payload>(
  operation: Operation,
  { params, payload }: { params?: Record<string, string>; payload?: (caller: Caller) => Payload } = {},
) {
  return {
    name: `${operation.id} (${operation.method} ${operation.path})`,
    method: operation.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: `/api${operationPath(operation.path, params)}`,
    ...(payload ? { payload } : {}),
    status: (caller: Caller) => expectedStatus(operation, caller),
  };
}
