import { activateLocale } from '@sla/i18n';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/contract';
import { createTransport } from './transport.js';

describe('HTTP transport', () => {
  it('sends the token and JSON, and skips empty query values', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    const transport = createTransport({ baseUrl: '/api/', getToken: async () => 'tok', fetch });
    await expect(
      transport.request('POST', '/users/me', { query: { a: 1, b: '', c: undefined }, body: { x: 1 } }),
    ).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/users/me?a=1', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        authorization: 'Bearer tok',
        'content-type': 'application/json',
      },
      body: '{"x":1}',
    });
  });

  it("asks in the page's language, so what the service writes back to this visitor is in it", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"ok":true}', { status: 200 }));
    const transport = createTransport({ baseUrl: '/api', getToken: async () => null, fetch });
    activateLocale('fr');
    try {
      await transport.request('POST', '/public/newsletter', { body: { email: 'a@example.org' } });
    } finally {
      activateLocale('en');
    }
    expect(fetch.mock.calls[0]![1]).toMatchObject({ headers: { 'accept-language': 'fr' } });
  });

  it("rebuilds the server's DataError, field messages included", async () => {
    const body = {
      error: { code: 'invalid_input', message: 'Some fields need attention.', fieldErrors: { role: 'Choose one of the roles.' } },
    };
    const transport = createTransport({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => new Response(JSON.stringify(body), { status: 400 }),
    });
    const error = await transport.request('GET', '/users').catch((caught) => caught);
    expect(error).toBeInstanceOf(DataError);
    expect(error).toMatchObject({ code: 'invalid_input', fieldErrors: { role: 'Choose one of the roles.' } });
  });

  it('turns a network failure or an unreadable 5xx into plain words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = createTransport({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.request('GET', '/users')).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Could not reach the server. Check your connection and try again.',
    });
    const broken = createTransport({
      baseUrl: '/api',
      getToken: async () => null,
      fetch: async () => new Response('<html>', { status: 502 }),
    });
    await expect(broken.request('GET', '/users')).rejects.toMatchObject({
      message: 'The server had a problem. Please try again in a moment.',
    });
  });
});
