import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, createHttpDataClient, data } from '../../client.js';
import { installAccountRepositories } from './install.js';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

describe('account repositories', () => {
  afterEach(() => configureData(null));

  it('are not in the default client: only installAccountRepositories() brings them', async () => {
    const fetch = vi.fn(async () => answer(200, { decisions: true, messages: true, newsletter: false }));
    const client = createHttpDataClient({ baseUrl: '/api', getToken: async () => 'token', fetch });
    expect(client).not.toHaveProperty('account');
    expect(client).not.toHaveProperty('emailLinks');
    configureData(client);
    await expect(data.account.getPreferences()).rejects.toMatchObject({ code: 'unavailable' });
    expect(fetch).not.toHaveBeenCalled();
    installAccountRepositories();
    await expect(data.account.getPreferences()).resolves.toEqual({ decisions: true, messages: true, newsletter: false });
    expect(fetch.mock.calls[0]).toMatchObject(['/api/users/me/preferences', { headers: { authorization: 'Bearer token' } }]);
  });

  it('send preferences, download the data as a file, and delete with the confirmation in the body', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/export'))
        return new Response('{"profile":{}}', { status: 200, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'DELETE') return answer(409, { error: { code: 'conflict', message: 'You are the last admin.' } });
      return answer(200, JSON.parse(String(init?.body)));
    });
    configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => 'token', fetch }));
    installAccountRepositories();
    const preferences = { decisions: false, messages: true, newsletter: true };
    await expect(data.account.setPreferences(preferences)).resolves.toEqual(preferences);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: JSON.stringify(preferences) });
    const file = await data.account.exportMine();
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('{"profile":{}}');
    await expect(data.account.deleteMine({ confirm: 'ama@example.org' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'You are the last admin.',
    });
    expect(fetch.mock.calls[2]).toMatchObject(['/api/users/me', { method: 'DELETE', body: '{"confirm":"ama@example.org"}' }]);
  });

  it('check an unsubscribe link without changing anything, and unsubscribe with a POST', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? answer(204) : answer(200, { category: 'decisions', done: false }),
    );
    configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => null, fetch }));
    installAccountRepositories();
    await expect(data.emailLinks.check('a.b')).resolves.toEqual({ category: 'decisions', done: false });
    await expect(data.emailLinks.unsubscribe('a.b')).resolves.toBeUndefined();
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/public/email/unsubscribe?token=a.b',
      'POST /api/public/email/unsubscribe?token=a.b',
    ]);
  });
});
