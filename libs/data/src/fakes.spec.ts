import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureData, follow } from './client.js';
import * as routes from '@sla/contract/routes';
import { fakeOperations, fakeStreams, installFakeApi } from './fakes.js';

describe('fake operations', () => {
  afterEach(() => configureData(null));

  it('answer a call nobody set up with a refusal, and remember it for assertions', async () => {
    const fakes = installFakeApi();
    await expect(api(routes.unassignReviewer, { params: { id: 'a1', uid: 'u1' } })).rejects.toMatchObject({
      code: 'internal',
      message: 'Not expected in this test.',
    });
    expect(fakes.unassignReviewer).toHaveBeenCalledWith({ params: { id: 'a1', uid: 'u1' } });
    expect(fakes.unassignReviewer).toBe(fakes.unassignReviewer);
    expect(fakes.decideApplication).not.toHaveBeenCalled();
  });

  it('use the answers a test gives, made mocks so a test can assert on them', async () => {
    const fakes = installFakeApi({ listReviewers: async () => ({ items: [] }) });
    await expect(api(routes.listReviewers)).resolves.toEqual({ items: [] });
    expect(fakes.listReviewers).toHaveBeenCalledTimes(1);
    expect(fakes.listReviewers).toHaveBeenCalledWith({});
  });

  it('answer an operation given as null as an unconfigured service would', async () => {
    installFakeApi({ listMessages: null });
    await expect(api(routes.listMessages)).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The data service is not configured.',
    });
  });

  it('keep a mock a test made, and leave out one given as undefined', async () => {
    const given = vi.fn(async () => ({ items: [] }));
    const fakes = fakeOperations({ listReviewers: given, listPrograms: undefined });
    expect(fakes.listReviewers).toBe(given);
    await expect(fakes.listPrograms({})).rejects.toMatchObject({ message: 'Not expected in this test.' });
  });

  it('print, serialise and can be awaited without calling anything', async () => {
    const fakes = fakeOperations();
    expect(JSON.stringify(fakes)).toBe('{}');
    await expect(Promise.resolve(fakes)).resolves.toBe(fakes);
  });

  it('send stream events to those who follow that stream, until they stop', () => {
    const streams = fakeStreams();
    installFakeApi({}, streams);
    const changes: unknown[] = [];
    const states: string[] = [];
    const stop = follow(
      routes.streamContentChanges,
      (change) => changes.push(change),
      (state) => states.push(state),
    );
    streams.send('streamContentChanges', { kind: 'post', id: 'p1' });
    streams.send('followRoleChanges', { role: 'staff' });
    streams.state('streamContentChanges', 'reconnecting');
    stop();
    streams.send('streamContentChanges', { kind: 'post', id: 'p2' });
    expect(changes).toEqual([{ kind: 'post', id: 'p1' }]);
    expect(states).toEqual(['reconnecting']);
    expect(streams.follow).toHaveBeenCalledTimes(1);
  });
});
