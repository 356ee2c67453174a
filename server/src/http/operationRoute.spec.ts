import Fastify from 'fastify';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fileAnswer, operation } from '@sla/contract/operations';
import { operationRoute } from './operationRoute.js';

const getThing = operation({
  id: 'getThing',
  method: 'GET',
  path: '/things/{id}',
  summary: 'One thing',
  answer: z.strictObject({ id: z.string(), count: z.int() }),
  status: 200,
  access: 'public',
  refusals: [404],
});
const dropThing = operation({
  id: 'dropThing',
  method: 'DELETE',
  path: '/things/{id}',
  summary: 'Drop a thing',
  answer: null,
  status: 204,
  access: { anyOf: ['edit_content'] },
  refusals: [401, 403, 404],
});

const exportThings = operation({
  id: 'exportThings',
  method: 'GET',
  path: '/things.csv',
  summary: 'Every thing as CSV',
  answer: fileAnswer('text/csv'),
  status: 200,
  access: 'public',
  refusals: [],
});

async function appAnswering(answer: unknown, checkAnswers = true) {
  const app = Fastify();
  operationRoute(app, { checkAnswers }, getThing, async (request) => ({ ...(answer as object), id: request.params.id }) as never);
  operationRoute(app, { checkAnswers }, dropThing, async () => undefined);
  await app.ready();
  return app;
}

describe('operationRoute', () => {
  it('answers on the declared path with the declared status', async () => {
    const app = await appAnswering({ count: 2 });
    const found = await app.inject({ method: 'GET', url: '/things/t1' });
    expect([found.statusCode, found.json()]).toEqual([200, { id: 't1', count: 2 }]);
    const dropped = await app.inject({ method: 'DELETE', url: '/things/t1' });
    expect([dropped.statusCode, dropped.body]).toEqual([204, '']);
  });

  it('fails an answer outside the declared schema when told to check: a field too many, missing or of another type', async () => {
    for (const wrong of [{ count: 2, extra: true }, {}, { count: '2' }]) {
      const checked = await (await appAnswering(wrong)).inject({ method: 'GET', url: '/things/t1' });
      expect(checked.statusCode, JSON.stringify(wrong)).toBe(500);
      // Unchecked (production), the answer goes as it is.
      const unchecked = await (await appAnswering(wrong, false)).inject({ method: 'GET', url: '/things/t1' });
      expect(unchecked.statusCode).toBe(200);
    }
  });

  it('records each operation whose answer passed its check, and none that failed it', async () => {
    const checked: string[] = [];
    const app = Fastify();
    operationRoute(app, { checkAnswers: true, answerChecked: (id) => checked.push(id) }, getThing, async (request) =>
      request.params.id === 'bad' ? ({ id: 'bad' } as never) : { id: request.params.id, count: 1 },
    );
    await app.inject({ method: 'GET', url: '/things/bad' });
    expect(checked).toEqual([]);
    await app.inject({ method: 'GET', url: '/things/t1' });
    expect(checked).toEqual(['getThing']);
  });

  it('sends a file the handler sent itself, and fails one of another type than declared when told to check', async () => {
    const app = Fastify();
    operationRoute(app, { checkAnswers: true }, exportThings, async (request, reply) =>
      reply.type((request.query as { as?: string }).as ?? 'text/csv; charset=utf-8').send('id\nt1\n'),
    );
    const csv = await app.inject({ method: 'GET', url: '/things.csv' });
    expect([csv.statusCode, csv.headers['content-type'], csv.body]).toEqual([200, 'text/csv; charset=utf-8', 'id\nt1\n']);
    const wrong = await app.inject({ method: 'GET', url: '/things.csv?as=text/html' });
    expect(wrong.statusCode).toBe(500);
  });

  it('lets a file declared as application/octet-stream go as whatever type it is', async () => {
    const download = { ...exportThings, id: 'downloadThing', answer: fileAnswer('application/octet-stream') };
    const app = Fastify();
    operationRoute(app, { checkAnswers: true }, download, async (request, reply) => {
      const as = (request.query as { as?: string }).as;
      if (as) reply.type(as);
      return reply.send(Buffer.from('%PDF-1.4'));
    });
    expect((await app.inject({ method: 'GET', url: '/things.csv?as=application/pdf' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/things.csv?as=image/png' })).statusCode).toBe(200);
  });
});
