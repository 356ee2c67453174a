import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, createHttpDataClient, data, type DataClient } from './client.js';
import { installContentRepositories } from './http/content/install.js';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('data client', () => {
  afterEach(() => configureData(null as never));

  it('reaches the public site endpoints through the configured client, signed in or not', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/public/posts/draft-story'))
        return answer(404, { error: { code: 'not_found', message: 'We could not find that story.' } });
      if (url.includes('/public/events')) return answer(200, { items: [{ slug: 'next' }] });
      return answer(202, { message: 'Thanks' });
    });
    configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => null, fetch }));
    await expect(data.public.post('draft-story')).resolves.toBeNull();
    await expect(data.public.events({ upcoming: true })).resolves.toEqual([{ slug: 'next' }]);
    await expect(data.public.subscribe('reader@example.org')).resolves.toEqual({ message: 'Thanks' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/public/posts/draft-story',
      '/api/public/events?upcoming=1',
      '/api/public/newsletter',
    ]);
    expect(fetch.mock.calls[2]![1]).toMatchObject({ method: 'POST', body: '{"email":"reader@example.org"}' });
  });

  it("gives the configured client a portal's own repositories over the same transport, leaving a test's fakes alone", async () => {
    const fetch = vi.fn(async () => answer(200, { items: [], nextCursor: null }));
    configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => 'token', fetch }));
    await expect(data.posts.list({ status: 'draft' })).rejects.toMatchObject({ code: 'unavailable' });
    installContentRepositories();
    await expect(data.posts.list({ status: 'draft' })).resolves.toEqual({ items: [], nextCursor: null });
    expect(fetch.mock.calls[0]).toMatchObject([
      '/api/content/posts?status=draft',
      { headers: { authorization: 'Bearer token' } },
    ]);

    const fake = { list: vi.fn(async () => ({ items: [], nextCursor: 'fake' })) };
    configureData({ posts: fake as never });
    installContentRepositories();
    await expect(data.posts.list()).resolves.toEqual({ items: [], nextCursor: 'fake' });
  });

  it('downloads CSV exports as files, and passes a rate limit on with its wait', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('.csv')
        ? new Response('email,status\r\n', { status: 200, headers: { 'content-type': 'text/csv' } })
        : answer(
            429,
            { error: { code: 'rate_limited', message: 'Too many requests. Please wait a few minutes and try again.' } },
            { 'retry-after': '120' },
          ),
    );
    configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => 'token', fetch }));
    const file = await data.newsletter.exportCsv({ status: 'confirmed' });
    expect(await file.text()).toBe('email,status\r\n');
    expect(fetch.mock.calls[0]![0]).toBe('/api/newsletter/subscribers.csv?status=confirmed');
    await expect(
      data.public.sendMessage({ kind: 'contact', name: 'A', email: 'a@example.org', message: 'Hello there, team.' }),
    ).rejects.toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 120,
    });
  });

  it('answers every call with a rejected promise while no client is configured, never by throwing', async () => {
    configureData(null);
    const home = data.public.home();
    expect(home).toBeInstanceOf(Promise);
    await expect(home).rejects.toMatchObject({
      name: 'DataError',
      code: 'unavailable',
      message: 'The data service is not configured.',
    });
    await expect(data.users.list()).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('says the service is not configured for a repository or method a partial client lacks', async () => {
    const list = vi.fn(async () => ({ items: [], nextCursor: null }));
    configureData({ users: { list } as unknown as DataClient['users'] });
    await expect(data.users.list()).resolves.toEqual({ items: [], nextCursor: null });
    await expect(data.users.get('someone')).rejects.toMatchObject({ code: 'unavailable' });
    await expect(data.review.queue()).rejects.toMatchObject({
      code: 'unavailable',
      message: 'The data service is not configured.',
    });
  });

  it('answers for the repositories a partial client leaves out with methods that reject the same way', async () => {
    configureData({});
    await expect(data.programs.list()).rejects.toMatchObject({ code: 'unavailable' });
    // Not a thenable: awaiting a repository itself gives it back instead of hanging.
    await expect(Promise.resolve(data.programs)).resolves.toBe(data.programs);
    // Nor a JSON hook: serialising one calls nothing.
    expect(JSON.stringify(data.users)).toBe('{}');
  });
});
