// The NUL hook (and what sits behind it): text PostgreSQL cannot hold is a 400 in words before any
// handler runs, wherever in the request it comes; a database refusal that slips past is still a 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputRefusal } from '../db/inputRefusal.js';
import { PGLITE } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { unstorableText } from '../unstorableText.js';
import { findUnstorableText } from './rejectUnstorableText.js';

describe('unstorable text', () => {
  it('names NUL and unpaired surrogates, and nothing else', () => {
    expect(unstorableText('a\u0000b')).toMatch(/must not contain the NUL character/);
    expect(unstorableText('\ud800')).toMatch(/unpaired surrogate/);
    expect(unstorableText('x\udc00')).toMatch(/unpaired surrogate/);
    for (const fine of ['', 'plain', '😀', 'e\u0301', '\ufffd', 'tab\tline\n', '\u202e'])
      expect(unstorableText(fine), fine).toBeNull();
  });

  it('finds it anywhere in parsed JSON, keys included, however deep', () => {
    expect(findUnstorableText({ a: [1, { b: 'x\u0000' }] })).toEqual({
      path: 'a.1.b',
      problem: 'must not contain the NUL character',
    });
    expect(findUnstorableText({ a: { 'bad\u0000key': 1 } })?.path).toBe('a');
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(findUnstorableText(deep)?.problem).toMatch(/NUL/);
    expect(findUnstorableText({ fine: ['yes', 1, null, true] })).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 0, 0]))).toBeNull();
  });
});

describe('the hook, on the app [PGlite]', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(PGLITE);
    await service.addUser('hook-admin', 'admin');
  });
  afterAll(() => service.close());

  const refusal = async (options: Parameters<TestService['request']>[0]) => {
    const response = await service.request(options);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    return response.json().error as { message: string; fieldErrors?: Record<string, string> };
  };

  it('refuses NUL in a path parameter, on public and signed-in routes alike (before authentication)', async () => {
    expect((await refusal({ method: 'GET', url: '/api/public/posts/a%00b' })).message).toMatch(
      /^The address \(slug\) must not contain the NUL character\.$/,
    );
    expect((await refusal({ method: 'GET', url: '/api/users/%00' })).message).toMatch(/NUL/);
  });

  it('refuses NUL in the query, values and names', async () => {
    const error = await refusal({ method: 'GET', url: '/api/public/posts?category=%00', headers: service.as('hook-admin') });
    expect(error.message).toBe('The query string (category) must not contain the NUL character.');
    expect(error.fieldErrors).toEqual({ category: 'Must not contain the NUL character.' });
    expect((await refusal({ method: 'GET', url: '/api/public/posts?a%00=1' })).message).toMatch(
      /field name that must not contain the NUL/,
    );
  });

  it('refuses NUL in a header the service reads', async () => {
    expect(
      (await refusal({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer a\u0000b' } })).message,
    ).toMatch(/header \(authorization\) must not contain the NUL/);
  });

  it('refuses NUL and unpaired surrogates anywhere in a JSON body, naming the field', async () => {
    const nul = await refusal({
      method: 'POST',
      url: '/api/public/messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":"contact","name":"A\\u0000","email":"a@example.org","message":"Hello there"}',
    });
    expect(nul).toEqual({
      code: 'invalid_input',
      message: 'The request body must not contain the NUL character.',
      fieldErrors: { name: 'Must not contain the NUL character.' },
    });
    const surrogate = await refusal({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...service.as('hook-admin'), 'content-type': 'application/json' },
      payload: '{"displayName":"x\\ud800"}',
    });
    expect(surrogate.fieldErrors).toEqual({
      displayName: 'Must not contain a broken Unicode character (an unpaired surrogate).',
    });
    expect(await service.count(sql`SELECT count(*) AS n FROM messages`)).toBe(0);
  });

  it('leaves raw bodies to their routes: a Stripe event with NUL bytes reaches the webhook', async () => {
    const response = await service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x00, 0x7d]),
    });
    // No webhook secret in these settings: the webhook's own refusal, not the hook's.
    expect(response.json().error.message).not.toMatch(/NUL/);
  });

  it('answers a path that does not decode in the service’s own shape', async () => {
    expect((await refusal({ method: 'GET', url: '/api/public/posts/%ED%A0%80' })).message).toMatch(/address is not valid/);
  });
});

describe('database refusals of bad input (defence in depth)', () => {
  it('maps invalid-text, number and date SQLSTATEs to words, wherever the driver nests them', () => {
    for (const code of ['22021', '22P05', '22P02', '22007', '22008', '22009', '22003'])
      expect(inputRefusal({ code }), code).toEqual(expect.any(String));
    expect(inputRefusal(new Error('Failed query', { cause: { code: '22021' } }))).toMatch(/NUL/);
    for (const other of [{ code: '23505' }, { code: '40001' }, new Error('boom'), null]) expect(inputRefusal(other)).toBeNull();
  });
});
