import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routes from '@sla/contract/routes';
import { api, configureData, createHttpDataClient, orNull } from './client.js';

const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
  });

const httpClient = (fetch: typeof globalThis.fetch, token: string | null = 'token') =>
  configureData(createHttpDataClient({ baseUrl: '/api', getToken: async () => token, fetch }));

describe('api(): one call per operation through the configured client', () => {
  afterEach(() => configureData(null));

  it('reaches the public endpoints signed in or not, with a 404 read as null where the caller asks', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/public/posts/draft-story'))
        return answer(404, { error: { code: 'not_found', message: 'We could not find that story.' } });
      if (url.includes('/public/events')) return answer(200, { items: [{ slug: 'next' }] });
      return answer(202, { message: 'Thanks' });
    });
    httpClient(fetch, null);
    await expect(orNull(api(routes.getPublicPost, { params: { slug: 'draft-story' } }))).resolves.toBeNull();
    await expect(api(routes.listPublicEvents, { query: { upcoming: '1' } })).resolves.toEqual({ items: [{ slug: 'next' }] });
    await expect(api(routes.subscribeToNewsletter, { body: { email: 'reader@example.org' } })).resolves.toEqual({
      message: 'Thanks',
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/public/posts/draft-story',
      '/api/public/events?upcoming=1',
      '/api/public/newsletter',
    ]);
    expect(fetch.mock.calls[2]![1]).toMatchObject({ method: 'POST', body: '{"email":"reader@example.org"}' });
  });

  it('signs requests, puts parameters in the path encoded, and sends the method the declaration says', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? answer(204) : answer(200, JSON.parse(String(init?.body))),
    );
    httpClient(fetch);
    const preferences = { decisions: false, messages: true, newsletter: true };
    await expect(api(routes.setEmailPreferences, { body: preferences })).resolves.toEqual(preferences);
    await expect(api(routes.unsubscribeByLink, { query: { token: 'a.b' } })).resolves.toBeUndefined();
    await expect(api(routes.updateProfile, { params: { uid: 'a/b' }, body: { displayName: 'Ama' } })).resolves.toEqual({
      displayName: 'Ama',
    });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'PUT /api/users/me/preferences',
      'POST /api/public/email/unsubscribe?token=a.b',
      'PATCH /api/users/a%2Fb',
    ]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { authorization: 'Bearer token' } });
  });

  it('downloads files as Blobs, and passes a refusal on with its message and a rate limit with its wait', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('.csv'))
        return new Response('email,status\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      if (init?.method === 'DELETE') return answer(409, { error: { code: 'conflict', message: 'You are the last admin.' } });
      return answer(
        429,
        { error: { code: 'rate_limited', message: 'Too many requests. Please wait a few minutes and try again.' } },
        { 'retry-after': '120' },
      );
    });
    httpClient(fetch);
    const file = await api(routes.exportSubscribersCsv, { query: { status: 'confirmed' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('email,status\r\n');
    expect(fetch.mock.calls[0]![0]).toBe('/api/newsletter/subscribers.csv?status=confirmed');
    await expect(api(routes.deleteMyAccount, { body: { confirm: 'ama@example.org' } })).rejects.toMatchObject({
      code: 'conflict',
      message: 'You are the last admin.',
    });
    expect(fetch.mock.calls[1]).toMatchObject(['/api/users/me', { method: 'DELETE', body: '{"confirm":"ama@example.org"}' }]);
    await expect(
      api(routes.sendContactMessage, {
        body: { kind: 'contact', name: 'A', email: 'a@example.org', message: 'Hello there, team.' },
      }),
    ).rejects.toMatchObject({ code: 'rate_limited', retryAfterSeconds: 120 });
  });

  it('answers every call with a rejected promise while no client is configured, never by throwing', async () => {
    configureData(null);
    const home = api(routes.getPublicHome);
    expect(home).toBeInstanceOf(Promise);
    await expect(home).rejects.toMatchObject({
      name: 'DataError',
      code: 'unavailable',
      message: 'The data service is not configured.',
    });
    await expect(api(routes.listUsers)).rejects.toMatchObject({ code: 'unavailable' });
  });

  it('types its input by the declaration: it may be left out only when no path parameter or body is needed', async () => {
    configureData(null);
    // The type check of this file fails if leaving these inputs out stops being an error.
    // @ts-expect-error getCohort needs its id
    await expect(api(routes.getCohort)).rejects.toMatchObject({ code: 'unavailable' });
    // @ts-expect-error updateOwnProfile needs its body
    await expect(api(routes.updateOwnProfile)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(api(routes.listPublicPosts)).rejects.toMatchObject({ code: 'unavailable' });
    await expect(api(routes.listMentees)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
