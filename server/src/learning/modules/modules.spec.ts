import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { deliverySnapshot } from '../cohorts/cohortFixtures.js';
import { addCohort, addModule, addModuleFile } from '../testing/fixtures.js';

const NOW = new Date(Date.UTC(2026, 2, 1, 9, 0));
const INPUT = {
  title: 'Week 1: Research questions',
  body: '## Read\n\nThe *first* chapter.',
  links: [{ label: 'Guide', url: 'https://example.org/guide' }],
  opensAt: '2026-03-02T06:00:00.000Z',
};

describeOnEachBackend('modules: staff build a cohort’s modules in order', (backend) => {
  const service = useTestService(backend);
  let cohortId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff');
    cohortId = (await addCohort(service, { programId: (await addProgram(service, { slug: 'stepup' })).id })).id;
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    service.request({ method, url: `/api${url}`, headers: service.as('staff'), ...(payload ? { payload } : {}) });
  const titles = async () =>
    (await send('GET', `/cohorts/${cohortId}/modules`))
      .json()
      .items.map((module: { title: string; position: number }) => [module.position, module.title]);

  it('adds modules after the last one, edits them in place and keeps them in order', async () => {
    const first = await send('POST', `/cohorts/${cohortId}/modules`, INPUT);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      cohortId,
      position: 1,
      title: INPUT.title,
      body: INPUT.body,
      links: INPUT.links,
      opensAt: INPUT.opensAt,
      files: [],
      updatedAt: NOW.toISOString(),
    });
    await send('POST', `/cohorts/${cohortId}/modules`, { ...INPUT, title: 'Week 2' });
    const edited = await send('PUT', `/modules/${first.json().id}`, { ...INPUT, title: 'Week 1, revised', links: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ position: 1, title: 'Week 1, revised', links: [] });
    expect(await titles()).toEqual([
      [1, 'Week 1, revised'],
      [2, 'Week 2'],
    ]);
  });

  it('reorders to exactly the cohort’s modules, and closes the gap a deleted module leaves', async () => {
    const [a, b, c] = [
      await addModule(service, cohortId, { position: 1, title: 'A' }),
      await addModule(service, cohortId, { position: 2, title: 'B' }),
      await addModule(service, cohortId, { position: 3, title: 'C' }),
    ];
    const other = await addModule(
      service,
      (await addCohort(service, { programId: (await addProgram(service, { slug: 'x' })).id })).id,
      {
        position: 1,
      },
    );
    const reordered = await send('PUT', `/cohorts/${cohortId}/module-order`, { moduleIds: [c!.id, a!.id, b!.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().items.map((module: { title: string }) => module.title)).toEqual(['C', 'A', 'B']);

    const before = await deliverySnapshot(service);
    for (const moduleIds of [
      [c!.id, a!.id],
      [c!.id, a!.id, a!.id],
      [c!.id, a!.id, b!.id, other.id],
      [c!.id, a!.id, other.id],
    ]) {
      const refused = await send('PUT', `/cohorts/${cohortId}/module-order`, { moduleIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors).toEqual({ moduleIds: 'List every module of the cohort once, in the new order.' });
    }
    expect(await deliverySnapshot(service)).toBe(before);

    expect((await send('DELETE', `/modules/${a!.id}`)).statusCode).toBe(204);
    expect(await titles()).toEqual([
      [1, 'C'],
      [2, 'B'],
    ]);
  });

  it('deletes a module with its files; answers 404 for modules and cohorts that do not exist', async () => {
    const module = await addModule(service, cohortId, { position: 1 });
    await addModuleFile(service, module.id);
    expect((await send('DELETE', `/modules/${module.id}`)).statusCode).toBe(204);
    expect(await service.count(sqlCount('module_files'))).toBe(0);

    for (const [method, url, payload] of [
      ['DELETE', `/modules/${module.id}`],
      ['PUT', `/modules/nothing`, INPUT],
      ['POST', `/cohorts/nothing/modules`, INPUT],
      ['GET', `/cohorts/nothing/modules`],
      ['PUT', `/cohorts/nothing/module-order`, { moduleIds: ['a'] }],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses bad input in words and changes nothing', async () => {
    const module = await addModule(service, cohortId, { position: 1 });
    const before = await deliverySnapshot(service);
    const cases: [object, string, string][] = [
      [{ ...INPUT, title: '' }, 'title', 'Give the module a title.'],
      [{ ...INPUT, opensAt: 'soon' }, 'opensAt', 'Give the date and time the module opens.'],
      [{ ...INPUT, opensAt: '-271821-04-20T00:00:00Z' }, 'opensAt', 'Give the date and time the module opens.'],
      [{ ...INPUT, opensAt: '+275760-09-13T00:00:00.000Z' }, 'opensAt', 'Give the date and time the module opens.'],
      [
        { ...INPUT, links: [{ label: 'Bad', url: 'javascript:alert(1)' }] },
        'links.0.url',
        'Give each link a full web address starting with https:// or http://.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      for (const [method, url] of [
        ['POST', `/cohorts/${cohortId}/modules`],
        ['PUT', `/modules/${module.id}`],
      ] as const) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().error.fieldErrors[field]).toBe(message);
      }
    }
    expect(await deliverySnapshot(service)).toBe(before);
  });
});

function sqlCount(table: string) {
  return sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`;
}
