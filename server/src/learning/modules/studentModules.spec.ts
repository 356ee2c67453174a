import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { deliverySnapshot } from '../cohorts/cohortFixtures.js';
import { addCohort, addMember, addModule, addModuleFile } from '../testing/fixtures.js';
import { duringModuleDelete } from '../testing/uncommitted.js';

const NOW = new Date(Date.UTC(2026, 2, 10, 9, 0));
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describeOnEachBackend('a student’s modules: opened ones to read and tick, the rest by title', (backend) => {
  const service = useTestService(backend);
  let cohortId: string;
  let opened: string;
  let upcoming: string;
  let otherCohortModule: string;
  let fileId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'student');
    await service.addUser('bola', 'student');
    await service.addUser('new', 'student');
    const program = await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars', timeZone: 'Africa/Lagos' });
    const cohort = await addCohort(service, { programId: program.id, name: 'StepUp 2026' });
    cohortId = cohort.id;
    const other = await addCohort(service, { programId: program.id, name: 'Other' });
    await addMember(service, cohortId, 'amina');
    await addMember(service, other.id, 'bola');
    upcoming = (await addModule(service, cohortId, { position: 3, title: 'Week 3', body: 'SECRET', opensAt: later(1) })).id;
    opened = (
      await addModule(service, cohortId, {
        position: 1,
        title: 'Week 1',
        body: '# Start\n\nRead <script>alert(1)</script>[this](https://example.org).',
        links: [{ label: 'Guide', url: 'https://example.org/guide' }],
        opensAt: later(-60),
      })
    ).id;
    await addModule(service, cohortId, { position: 2, title: 'Week 2', opensAt: NOW });
    otherCohortModule = (await addModule(service, other.id, { position: 1, title: 'Theirs', opensAt: later(-60) })).id;
    fileId = await addModuleFile(service, opened);
  });

  const send = (uid: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    service.request({ method, url: `/api${url}`, headers: service.as(uid), ...(payload ? { payload } : {}) });

  it('shows opened modules rendered and sanitised, and only the title and date of those to come', async () => {
    const response = await send('amina', 'GET', '/student/modules');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.cohort).toMatchObject({ id: cohortId, name: 'StepUp 2026', programName: 'StepUp Scholars', status: 'active' });
    expect(body.opened.map((module: { title: string }) => module.title)).toEqual(['Week 1', 'Week 2']);
    const [first] = body.opened;
    expect(first.bodyHtml).toContain('<h2');
    expect(first.bodyHtml).toContain('href="https://example.org/"');
    expect(first.bodyHtml).not.toContain('<script');
    expect(first).toMatchObject({
      links: [{ label: 'Guide', url: 'https://example.org/guide' }],
      files: [expect.objectContaining({ id: fileId, name: 'reading.pdf' })],
      doneAt: null,
    });
    expect(body.upcoming).toEqual([{ id: upcoming, position: 3, title: 'Week 3', opensAt: later(1).toISOString() }]);
    expect(response.body).not.toContain('SECRET');

    // The service's clock opens it.
    service.setClock(later(1));
    expect((await send('amina', 'GET', '/student/modules')).json().opened).toHaveLength(3);
  });

  it('answers a student in no cohort with nothing to show', async () => {
    expect((await send('new', 'GET', '/student/modules')).json()).toEqual({ cohort: null, opened: [], upcoming: [] });
  });

  it('ticks an opened module done and back, keeping the first time ticked', async () => {
    const done = await send('amina', 'PUT', `/student/modules/${opened}/done`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: opened, title: 'Week 1', doneAt: NOW.toISOString() });
    service.setClock(later(5));
    expect((await send('amina', 'PUT', `/student/modules/${opened}/done`, { done: true })).json().doneAt).toBe(NOW.toISOString());
    expect((await send('amina', 'GET', '/student/modules')).json().opened[0].doneAt).toBe(NOW.toISOString());
    expect((await send('amina', 'PUT', `/student/modules/${opened}/done`, { done: false })).json().doneAt).toBeNull();
    expect(await service.count(sql`SELECT count(*) AS n FROM module_progress`)).toBe(0);
  });

  it('answers 404, never 500, when the module is deleted at the moment it is ticked', async () => {
    const ticked = await duringModuleDelete(service, opened, () =>
      send('amina', 'PUT', `/student/modules/${opened}/done`, { done: true }),
    );
    expect(ticked.statusCode, ticked.body).toBe(404);
    expect(ticked.json().error.message).toBe('No such module.');
    expect(await service.count(sql`SELECT count(*) AS n FROM module_progress`)).toBe(0);
  });

  it('answers 404 for modules not yet open, another cohort’s, or unknown; and for their files; changing nothing', async () => {
    const before = await deliverySnapshot(service);
    for (const moduleId of [upcoming, otherCohortModule, 'nothing']) {
      const tick = await send('amina', 'PUT', `/student/modules/${moduleId}/done`, { done: true });
      expect(tick.statusCode, moduleId).toBe(404);
      expect(tick.json().error.message).toBe('No such module.');
    }
    expect((await send('bola', 'PUT', `/student/modules/${opened}/done`, { done: true })).statusCode).toBe(404);
    expect((await send('new', 'PUT', `/student/modules/${opened}/done`, { done: true })).statusCode).toBe(404);
    expect((await send('amina', 'PUT', `/student/modules/${opened}/done`, { done: 'yes' })).statusCode).toBe(400);
    expect(await deliverySnapshot(service)).toBe(before);

    const mine = await send('amina', 'GET', `/student/modules/${opened}/files/${fileId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toContain('attachment');
    expect((await send('bola', 'GET', `/student/modules/${opened}/files/${fileId}`)).statusCode).toBe(404);
    expect((await send('amina', 'GET', `/student/modules/${otherCohortModule}/files/${fileId}`)).statusCode).toBe(404);
    const upcomingFile = await addModuleFile(service, upcoming);
    expect((await send('amina', 'GET', `/student/modules/${upcoming}/files/${upcomingFile}`)).statusCode).toBe(404);
  });
});
