import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { operation } from '../contract/operation.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

const rename = operation({
  id: 'renameThing',
  method: 'PUT',
  path: '/things/{id}/names/{lang}',
  summary: 'Rename a thing',
  body: z.object({ name: z.string() }),
  answer: z.strictObject({ id: z.string(), name: z.string() }),
  status: 200,
  access: { anyOf: ['edit_content'] },
  refusals: [400, 401, 403, 404],
});
const list = operation({
  id: 'listThings',
  method: 'GET',
  path: '/things',
  summary: 'Every thing',
  query: z.object({ cursor: z.optional(z.string()) }),
  answer: z.strictObject({ items: z.array(z.string()) }),
  status: 200,
  access: 'public',
  refusals: [400],
});

function fakeTransport(answer: unknown) {
  const request = vi.fn(async () => answer);
  return { transport: { request, upload: vi.fn() } as unknown as Transport, request };
}

describe('call', () => {
  it('sends the declared method to the path with its parameters encoded, and the body', async () => {
    const { transport, request } = fakeTransport({ id: 'a/b', name: 'New' });
    await expect(call(transport, rename, { params: { id: 'a/b', lang: 'fr' }, body: { name: 'New' } })).resolves.toEqual({
      id: 'a/b',
      name: 'New',
    });
    expect(request).toHaveBeenCalledWith('PUT', '/things/a%2Fb/names/fr', { body: { name: 'New' } });
  });

  it('sends a query only when given, and no body for an operation without one', async () => {
    const { transport, request } = fakeTransport({ items: [] });
    await call(transport, list, {});
    await call(transport, list, { query: { cursor: 'c1' } });
    expect(request.mock.calls).toEqual([
      ['GET', '/things', {}],
      ['GET', '/things', { query: { cursor: 'c1' } }],
    ]);
  });

  it('refuses to send without a path parameter rather than calling a wrong address', () => {
    const { transport } = fakeTransport({});
    expect(() => call(transport, rename, { params: { id: 'x' } as never, body: { name: 'N' } })).toThrow(
      '/things/{id}/names/{lang} needs its lang',
    );
  });
});
