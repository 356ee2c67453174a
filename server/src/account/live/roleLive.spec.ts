import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sla/permissions';
import { describeOnEachBackend } from '../../testing/backends.js';
import { fakeSink, listen, readUntil } from '../../testing/eventStreams.js';
import { startTestService, type TestService } from '../../testing/testService.js';
import { useTestService } from '../../testing/useTestService.js';
import { openRoleStream } from './openRoleStream.js';
import { createRoleChangeBus } from './roleChangeBus.js';

const ADMIN = 'admin-1';
const STUDENT = 'student-1';
const OTHER = 'applicant-1';

/** The `role` events in a stream's text, in order (each has its event's `id:` first). */
const rolesIn = (text: string): (Role | null)[] =>
  text
    .split('\n\n')
    .map((block) => /^id: [\w-]+\nevent: role\ndata: (.*)$/.exec(block)?.[1])
    .filter((data) => data !== undefined)
    .map((data) => (JSON.parse(data) as { role: Role | null }).role);

function streams(service: TestService, base: () => string) {
  const controllers: AbortController[] = [];
  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.abort();
  });
  /** Opens `uid`'s stream and waits for its first comment. */
  return async (uid: string) => {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${base()}/users/me/live`, { headers: service.as(uid), signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes(': connected\n\n'));
    return { response, reader };
  };
}

const assignRole = (service: TestService, uid: string, role: Role) =>
  service.request({ method: 'POST', url: `/api/users/${uid}/role`, headers: service.as(ADMIN), payload: { role } });

describeOnEachBackend('GET /users/me/live with the claim sync running (a Firebase Admin API)', (backend) => {
  const service = useTestService(backend, { syncRoleClaims: true });
  let base = '';
  beforeEach(async () => {
    await service.addUser(ADMIN, 'admin', { claimsRole: 'admin' });
    await service.addUser(STUDENT, 'student', { claimsRole: 'student' });
    await service.addUser(OTHER, 'applicant', { claimsRole: 'applicant' });
    if (!base) base = await listen(service);
  });
  const open = streams(service, () => base);

  it("sends the student's new role to the student's stream once Firebase holds it, and nothing to anyone else's", async () => {
    const student = await open(STUDENT);
    const other = await open(OTHER);
    expect(student.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(student.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(student.response.headers.get('x-accel-buffering')).toBe('no');
    expect(student.response.headers.get('x-content-type-options')).toBe('nosniff');
    // What Firebase held at the moment of each push.
    const claimWhenPushed: (Role | null | undefined)[] = [];
    service.ctx.roleChanges.subscribe(STUDENT, () => claimWhenPushed.push(service.identity.claims.get(STUDENT)));

    const started = Date.now();
    expect((await assignRole(service, STUDENT, 'alumni')).statusCode).toBe(200);
    const text = await readUntil(student.reader, (said) => rolesIn(said).length >= 1);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(text).toContain('event: role\ndata: {"role":"alumni"}\n\n');
    expect(rolesIn(text)).toEqual(['alumni']);
    expect(claimWhenPushed).toEqual(['alumni']);
    expect((await service.user(STUDENT))!.claimsRole).toBe('alumni');

    // The other user's stream had nothing before its own change: its first event is its own.
    expect((await assignRole(service, OTHER, 'student')).statusCode).toBe(200);
    expect(rolesIn(await readUntil(other.reader, (said) => rolesIn(said).length >= 1))).toEqual(['student']);
  });

  it('still pushes the change when the claim cannot be set, and logs the failure once', async () => {
    const student = await open(STUDENT);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    service.identity.failing = true;
    try {
      expect((await assignRole(service, STUDENT, 'applicant')).statusCode).toBe(200);
      expect(rolesIn(await readUntil(student.reader, (said) => rolesIn(said).length >= 1))).toEqual(['applicant']);
      expect(service.identity.claims.get(STUDENT)).not.toBe('applicant');
      expect((await service.user(STUDENT))!.claimsRole).toBe('student');
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      service.identity.failing = false;
      error.mockRestore();
    }
  });
});

describeOnEachBackend('GET /users/me/live without a Firebase Admin API', (backend) => {
  const service = useTestService(backend);
  let base = '';
  beforeEach(async () => {
    await service.addUser(ADMIN, 'admin');
    await service.addUser(STUDENT, 'student');
    await service.addUser(OTHER, 'applicant');
    if (!base) base = await listen(service);
  });
  const open = streams(service, () => base);

  it('pushes a role change right after it commits, so the browser still updates', async () => {
    const student = await open(STUDENT);
    expect((await assignRole(service, STUDENT, 'alumni')).statusCode).toBe(200);
    expect(rolesIn(await readUntil(student.reader, (said) => rolesIn(said).length >= 1))).toEqual(['alumni']);
    expect(service.identity.claims.size).toBe(0);
  });

  it('refuses a caller without a token (401, in words), and listens for anyone signed in, profile or not', async () => {
    const anonymous = await fetch(`${base}/users/me/live`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe('No authenticated user');
    const expired = await fetch(`${base}/users/me/live`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.status).toBe(401);
    await open('no-profile-yet');
  });

  it('stops listening when the browser goes away', async () => {
    const subscribe = service.ctx.roleChanges.subscribe.bind(service.ctx.roleChanges);
    const stopped = vi.fn();
    const spy = vi.spyOn(service.ctx.roleChanges, 'subscribe').mockImplementation((uid, listener) => {
      const stop = subscribe(uid, listener);
      return () => {
        stopped(uid);
        return stop();
      };
    });
    try {
      const controller = new AbortController();
      const response = await fetch(`${base}/users/me/live`, { headers: service.as(STUDENT), signal: controller.signal });
      await readUntil(response.body!.getReader(), (text) => text.includes(': connected'));
      // The stream listens for the role to send it, and the service for the role to end the stream's other pages.
      const listening = spy.mock.calls.map(([uid]) => uid);
      expect(listening).toEqual([STUDENT, STUDENT]);
      controller.abort();
      await vi.waitFor(() => expect(stopped.mock.calls).toEqual(listening.map((uid) => [uid])), { timeout: 5000 });
    } finally {
      spy.mockRestore();
    }
  });
});

describeOnEachBackend('GET /users/me/live when the service stops', (backend) => {
  it('ends open streams, so stopping does not wait for browsers to leave', async () => {
    const service = await startTestService(backend, { syncRoleClaims: true });
    let closed = false;
    try {
      await service.addUser(STUDENT, 'student');
      const base = await listen(service);
      const response = await fetch(`${base}/users/me/live`, { headers: service.as(STUDENT) });
      const reader = response.body!.getReader();
      await readUntil(reader, (text) => text.includes(': connected'));
      const started = Date.now();
      await service.close();
      closed = true;
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(reader.read()).resolves.toMatchObject({ done: true });
    } finally {
      if (!closed) await service.close();
    }
  });
});

describe('openRoleStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the user's own role changes as `role` events, a keep-alive every 25 s, and nothing after the close", () => {
    const bus = createRoleChangeBus();
    const { sink, written, close } = fakeSink();
    openRoleStream(sink, bus, 'ada');
    bus.publish('bo', 'admin');
    bus.publish('ada', 'student');
    bus.publish('ada', null);
    vi.advanceTimersByTime(25_000);
    // Each event has its own id first.
    expect(written.every((chunk) => chunk.startsWith(':') || /^id: [\w-]+\n/.test(chunk))).toBe(true);
    expect(written.map((chunk) => chunk.replace(/^id: [\w-]+\n/, ''))).toEqual([
      ': connected\n\n',
      'event: role\ndata: {"role":"student"}\n\n',
      'event: role\ndata: {"role":null}\n\n',
      ': keep-alive\n\n',
    ]);
    close();
    bus.publish('ada', 'alumni');
    vi.advanceTimersByTime(60_000);
    expect(written).toHaveLength(4);
  });

  it('does not listen for a connection that closed before the stream opened', () => {
    const bus = createRoleChangeBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const { sink, written } = fakeSink();
    openRoleStream(Object.assign(sink, { destroyed: true }), bus, 'ada')();
    expect(subscribe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(written).toEqual([]);
  });

  it('ends the response when the service ends the stream', () => {
    const bus = createRoleChangeBus();
    const { sink, written } = fakeSink();
    const end = openRoleStream(sink, bus, 'ada', 1000);
    end();
    expect(sink.ended).toBe(true);
    bus.publish('ada', 'staff');
    vi.advanceTimersByTime(5000);
    expect(written).toEqual([': connected\n\n']);
  });
});
