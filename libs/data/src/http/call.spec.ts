import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { fileAnswer, fileBody, operation, routeOf } from '@sla/contract/operations/operation';
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

const attach = operation({
  id: 'attachFile',
  method: 'POST',
  path: '/things/{id}/files',
  summary: 'Attach a file',
  body: fileBody(['application/pdf']),
  answer: z.strictObject({ id: z.string() }),
  status: 201,
  access: { anyOf: ['edit_content'] },
  refusals: [401, 403, 413, 415],
});
const exportThings = operation({
  id: 'exportThings',
  method: 'GET',
  path: '/things.csv',
  summary: 'Every thing as CSV',
  answer: fileAnswer('text/csv'),
  status: 200,
  access: { anyOf: ['edit_content'] },
  refusals: [401, 403],
});

function fakeTransport(answer: unknown) {
  const request = vi.fn(async () => answer);
  const upload = vi.fn(async () => answer);
  return { transport: { request, upload } as unknown as Transport, request, upload };
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

  it('sends a file body as an upload with its progress, and reads a file answer as a blob', async () => {
    const { transport, request, upload } = fakeTransport({ id: 'f1' });
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    const onProgress = vi.fn();
    await expect(call(transport, attach, { params: { id: 't1' }, file, onProgress })).resolves.toEqual({ id: 'f1' });
    expect(upload).toHaveBeenCalledWith('/things/t1/files', file, onProgress);
    await call(transport, exportThings, {});
    expect(request).toHaveBeenCalledWith('GET', '/things.csv', { as: 'blob' });
  });

  it("puts an upload's query in its address, encoded", async () => {
    const { transport, upload } = fakeTransport({ id: 'f1' });
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const answer = operation({ ...attach, id: 'answerWithFile', query: z.object({ questionId: z.string() }) });
    await call(transport, answer, { params: { id: 't1' }, query: { questionId: 'cv & more' }, file });
    expect(upload).toHaveBeenCalledWith('/things/t1/files?questionId=cv+%26+more', file, undefined);
  });

  it('calls by route (no schemas) exactly as by declaration: upload, blob and JSON alike', async () => {
    const byDeclaration = fakeTransport({ id: 'f1' });
    const byRoute = fakeTransport({ id: 'f1' });
    const file = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await call(byDeclaration.transport, rename, { params: { id: 'a', lang: 'fr' }, body: { name: 'N' } });
    await call(byDeclaration.transport, attach, { params: { id: 't1' }, file });
    await call(byDeclaration.transport, exportThings, {});
    await call(byRoute.transport, routeOf(rename), { params: { id: 'a', lang: 'fr' }, body: { name: 'N' } });
    await call(byRoute.transport, routeOf(attach), { params: { id: 't1' }, file });
    await call(byRoute.transport, routeOf(exportThings), {});
    expect(byRoute.request.mock.calls).toEqual(byDeclaration.request.mock.calls);
    expect(byRoute.upload.mock.calls).toEqual(byDeclaration.upload.mock.calls);
    expect(byRoute.request.mock.calls).toHaveLength(2);
    expect(routeOf(attach)).toEqual({
      id: 'attachFile',
      method: 'POST',
      path: '/things/{id}/files',
      body: 'file',
      answer: 'json',
    });
  });
});
