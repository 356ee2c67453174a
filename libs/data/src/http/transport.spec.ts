import { activateLocale } from '@sla/i18n';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/contract';
import { attachmentName, createTransport } from './transport.js';

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

  it('keeps the name the service gave a download, preferring the UTF-8 one, and none when it gave none', async () => {
    const answer = (disposition?: string) =>
      createTransport({
        baseUrl: '/api',
        getToken: async () => null,
        fetch: async () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'content-type': 'application/pdf', ...(disposition ? { 'content-disposition': disposition } : {}) },
          }),
      }).request<Blob>('GET', '/users/me/giving/receipt', { as: 'blob' });
    const named = await answer(`attachment; filename="re_u-000123.pdf"; filename*=UTF-8''re%C3%A7u-000123.pdf`);
    expect(named).toBeInstanceOf(File);
    expect((named as File).name).toBe('reçu-000123.pdf');
    expect(named.type).toBe('application/pdf');
    expect(await named.text()).toBe('%PDF-1.7');
    const plain = await answer('attachment; filename="receipt-000124.pdf"');
    expect((plain as File).name).toBe('receipt-000124.pdf');
    const unnamed = await answer();
    expect(unnamed instanceof File).toBe(false);
    expect(attachmentName(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4`)).toBe('a.pdf');
    expect(attachmentName(`attachment; filename*=UTF-8''..%2F..%2Fetc.pdf`)).toBe('.._.._etc.pdf');
    expect(attachmentName('inline')).toBeNull();
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
