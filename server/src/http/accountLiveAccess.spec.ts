// GET /users/me/live against every kind of caller: anonymous, signed in without a profile, and each of the six roles.
// Anyone signed in may listen (to their own role changes only: the uid comes from the token); no token is a 401.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { followRoleChanges } from '@sla/contract/operations/people';
import { ROLES } from '@sla/permissions';
import { describeOnOneBackend } from '../testing/backends.js';
import { expectedStatus, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
/** What its declaration says: anyone signed in, profile or not. */
const EXPECTED = (caller: Caller) => expectedStatus(followRoleChanges, caller);

describeOnOneBackend('account live stream access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
  });

  // The stream never ends by itself, so it is opened on a listening server and dropped once its answer is known.
  let base = '';
  afterAll(() => {
    base = '';
  });
  it.each(CALLERS)('open your own role stream as %s', async (caller) => {
    if (!base) {
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}/api`;
    }
    const controller = new AbortController();
    const response = await fetch(`${base}/users/me/live`, {
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      signal: controller.signal,
    });
    expect(response.status).toBe(EXPECTED(caller));
    if (response.status === 401) {
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('No authenticated user');
    } else {
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    }
    controller.abort();
  });

  it('is described in the OpenAPI document, refusals included', async () => {
    const paths = (await service.request({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths['/users/me/live'])).toEqual(['get']);
    expect(Object.keys(paths['/users/me/live'].get.responses)).toEqual(['200', '401']);
    expect(paths['/users/me/live'].get.responses['200'].content).toHaveProperty(['text/event-stream']);
  });
});
