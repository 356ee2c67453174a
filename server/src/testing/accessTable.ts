// The access tables' one row check, shared by the specs that try every endpoint against every kind of caller
// (alumni profiles, alumni messages, mentoring): a table of endpoints, each with the status every caller must get.
import { sql } from 'drizzle-orm';
import type { HttpMethod } from '@sla/contract/operations';
import { expect } from 'vitest';
import type { TestService } from './testService.js';

export interface AccessEndpoint<Caller extends string> {
  name: string;
  method: HttpMethod;
  url: string;
  payload?: object;
  status: (caller: Caller) => number;
  /**
   * Whether a 403 or 404 for this caller is a permission refusal (audited), rather than an answer about the
   * relation or the input ("nobody by that id", "no mentor yet"). Every 403 and 404 is one unless this says not.
   */
  audited?: (caller: Caller) => boolean;
}

/** Every endpoint against every caller, as it.each rows: [endpoint name, caller, endpoint]. */
export const accessCases = <Caller extends string>(endpoints: readonly AccessEndpoint<Caller>[], callers: readonly Caller[]) =>
  endpoints.flatMap((endpoint) => callers.map((caller) => [endpoint.name, caller, endpoint] as const));

const refusals = (service: TestService) =>
  service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false`);

/**
 * `caller` calls `endpoint` (signed out when `headers` is null) and gets the table's status. A refusal answers in
 * words ("No authenticated user" signed out), leaves `state()` as it was, and a permission refusal writes exactly
 * one audit entry; nothing else writes one.
 */
export async function expectAccess<Caller extends string>(
  service: TestService,
  caller: Caller,
  endpoint: AccessEndpoint<Caller>,
  { headers, state }: { headers: Record<string, string> | null; state: () => Promise<unknown> },
): Promise<void> {
  const before = await state();
  const refusedBefore = await refusals(service);
  const response = await service.request({
    method: endpoint.method,
    url: endpoint.url,
    headers: headers ?? {},
    ...(endpoint.payload ? { payload: endpoint.payload } : {}),
  });
  const expected = endpoint.status(caller);
  expect(response.statusCode, response.body).toBe(expected);
  if (expected >= 400) {
    expect(response.json().error.message).toEqual(expect.any(String));
    expect(await state()).toEqual(before);
  }
  if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
  const audited = (expected === 403 || expected === 404) && (endpoint.audited ?? (() => true))(caller);
  expect(await refusals(service)).toBe(refusedBefore + (audited ? 1 : 0));
}
