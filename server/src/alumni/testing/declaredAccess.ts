// The alumni access tables' rows for declared operations. Their callers go beyond the roles (the owner of a profile,
// a conversation's two people, another alumnus), and several rules are about the record itself (your own profile,
// only the conversation's two people): so a row takes its refusals of those who lack the permission (401, 403) from
// the declaration, and its answer to everyone the declaration lets in from the table (`allowed`).
import { operationPath, type Operation } from '@sla/contract/operations';
import type { AccessEndpoint } from '../../testing/accessTable.js';
import { expectedStatus, operationCase, type Caller as RoleCaller } from '../../testing/operationAccess.js';

export interface DeclaredRow<Caller extends string> {
  /** What this row tries, when the table has several for one operation: "the page of someone unknown". */
  what?: string;
  params?: Record<string, string>;
  /** The query string, "?q=plant". */
  query?: string;
  payload?: object;
  /** What those the declaration lets in get: its success status unless the record's own rule says otherwise. */
  allowed?: number | ((caller: Caller) => number);
  audited?: (caller: Caller) => boolean;
}

/** A row for `operation`, with `roleOf` telling which role (or none) each of the table's callers signs in with. */
export function declaredRow<Caller extends string>(
  operation: Operation,
  roleOf: (caller: Caller) => RoleCaller,
  { what, params, query = '', payload, allowed = operation.status, audited }: DeclaredRow<Caller> = {},
): AccessEndpoint<Caller> {
  const { name, method } = operationCase(operation);
  return {
    name: what ? `${name}: ${what}` : name,
    method,
    url: `/api${operationPath(operation.path, params)}${query}`,
    ...(payload ? { payload } : {}),
    status: (caller) => expectedStatus(operation, roleOf(caller), typeof allowed === 'number' ? allowed : allowed(caller)),
    ...(audited ? { audited } : {}),
  };
}
