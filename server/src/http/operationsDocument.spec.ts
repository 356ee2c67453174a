import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fileAnswer, fileBody, operation } from '@sla/contract/operations';
import { joinPaths, operationPaths } from './operationsDocument.js';

/** An entry as JSON, to read into without a type for every level. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading a plain JSON document
type Json = any;

const rename = operation({
  id: 'renameThing',
  method: 'PUT',
  path: '/things/{id}',
  summary: 'Rename a thing',
  body: z.object({ name: z.string().check(z.maxLength(60)) }),
  answer: z.strictObject({ id: z.string(), name: z.string() }),
  status: 200,
  access: { anyOf: ['edit_content', 'create_content'] },
  refusals: [400, 401, 403],
});
const drop = operation({
  id: 'dropThing',
  method: 'DELETE',
  path: '/things/{id}',
  summary: 'Drop a thing',
  answer: null,
  status: 204,
  access: 'public',
  refusals: [404],
});

describe('the OpenAPI entries made from declarations', () => {
  it('gives each method its parameters, body, answer, refusals and who may call it', () => {
    const paths = operationPaths([rename, drop]);
    expect(Object.keys(paths['/things/{id}']!)).toEqual(['put', 'delete']);
    const put = paths['/things/{id}']!.put as Json;
    expect(put.operationId).toBe('renameThing');
    expect(put.summary).toBe('Rename a thing (edit_content, create_content)');
    expect(put.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(put.requestBody.content['application/json'].schema.properties.name).toEqual({ type: 'string', maxLength: 60 });
    const answer = put.responses[200].content['application/json'].schema;
    expect(answer).toMatchObject({ type: 'object', required: ['id', 'name'], additionalProperties: false });
    expect(Object.keys(put.responses)).toEqual(['200', '400', '401', '403']);
    const del = paths['/things/{id}']!.delete as Json;
    expect(del.security).toEqual([]);
    expect(del.responses[204]).toEqual({ description: 'Done' });
  });

  it('refuses a method declared twice, or both declared and written by hand', () => {
    expect(() => operationPaths([rename, { ...rename, id: 'again' }])).toThrow('Two operations declare PUT /things/{id}');
    expect(() => joinPaths({ '/things/{id}': { put: {} } }, operationPaths([rename]))).toThrow(
      'PUT /things/{id} is both declared and written by hand',
    );
    expect(Object.keys(joinPaths({ '/things/{id}': { get: {} } }, operationPaths([rename]))['/things/{id}']!)).toEqual([
      'get',
      'put',
    ]);
  });

  it('describes a file body by its types and a file answer by its type, both as bytes', () => {
    const attach = operation({
      id: 'attachThing',
      method: 'POST',
      path: '/things/{id}/file',
      summary: 'Attach a file',
      body: fileBody(['application/pdf', 'image/png']),
      answer: fileAnswer('text/csv'),
      status: 200,
      access: 'signedIn',
      refusals: [401, 413, 415],
    });
    const post = operationPaths([attach])['/things/{id}/file']!.post as Json;
    const binary = { schema: { type: 'string', format: 'binary' } };
    expect(post.requestBody.content).toEqual({ 'application/pdf': binary, 'image/png': binary });
    expect(post.parameters).toContainEqual({ name: 'X-File-Name', in: 'header', required: true, schema: { type: 'string' } });
    expect(post.responses[200].content).toEqual({ 'text/csv': binary });
    expect(post.summary).toBe('Attach a file (signed in)');
    expect(post.security).toBeUndefined();
  });
});
