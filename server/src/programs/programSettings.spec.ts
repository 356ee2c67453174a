import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ProgramSettingsInput } from '@sla/contract/schemas';
import { PROGRAM_SETTINGS_MESSAGES } from '@sla/domain';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { addApplication, FORM, RUBRIC } from '../applications/testing.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { addProgram, daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

const input = (fields: Partial<ProgramSettingsInput> = {}): ProgramSettingsInput => ({
  slug: 'stepup-scholars',
  name: 'StepUp Scholars',
  summary: 'A year of mentoring for school leavers.',
  description: '## What it is',
  whoFor: '- School leavers',
  howToApply: 'Apply online.',
  status: 'active',
  opensAt: '2026-03-01T06:00:00.000Z',
  closesAt: '2026-04-20T20:59:00.000Z',
  timeZone: 'Africa/Nairobi',
  capacity: 40,
  form: FORM as ProgramSettingsInput['form'],
  rubric: RUBRIC,
  ...fields,
});

describeOnEachBackend('programme settings endpoints', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('admin-1', 'admin');
    await service.addUser('staff-1', 'staff');
    await service.addUser('applicant-1', 'applicant');
  });

  const call = async (uid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await service.request({ method, url, headers: service.as(uid), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  it('creates a programme with its form and rubric, stamped with the time, and reads it back by id and by slug', async () => {
    const created = await call('staff-1', 'POST', '/api/programs', input());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'stepup-scholars',
      capacity: 40,
      form: FORM,
      rubric: RUBRIC,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect((await call('staff-1', 'GET', `/api/programs/${created.body.id}`)).body).toEqual(created.body);
    expect((await call('staff-1', 'GET', '/api/programs/by-slug/stepup-scholars')).body).toEqual(created.body);
    expect((await call('staff-1', 'GET', '/api/programs/by-slug/nothing')).status).toBe(404);
  });

  it('lists every programme newest first for staff, and only the active ones with ?status=active', async () => {
    await addProgram(service, { slug: 'oldest', createdAt: daysFrom(NOW, -3) });
    await addProgram(service, { slug: 'draft-one', status: 'draft', createdAt: daysFrom(NOW, -2) });
    await addProgram(service, { slug: 'newest', createdAt: daysFrom(NOW, -1) });
    const slugs = (body: { items: { slug: string }[] }) => body.items.map((program) => program.slug);
    expect(slugs((await call('staff-1', 'GET', '/api/programs')).body)).toEqual(['newest', 'draft-one', 'oldest']);
    expect(slugs((await call('staff-1', 'GET', '/api/programs?status=active')).body)).toEqual(['newest', 'oldest']);
    expect(slugs((await call('applicant-1', 'GET', '/api/programs?status=active')).body)).toEqual(['newest', 'oldest']);
    expect((await call('applicant-1', 'GET', '/api/programs')).status).toBe(403);
    expect((await call('staff-1', 'GET', '/api/programs?status=nonsense')).status).toBe(400);
  });

  it('shows applicants programmes that run or have run, without the rubric; drafts are unknown to them', async () => {
    const active = await addProgram(service, { slug: 'active-one', rubric: RUBRIC });
    const draft = await addProgram(service, { slug: 'draft-one', status: 'draft' });
    const seen = await call('applicant-1', 'GET', `/api/programs/${active.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.rubric).toEqual({ criteria: [] });
    expect((await call('applicant-1', 'GET', `/api/programs/${draft.id}`)).status).toBe(404);
    expect((await call('applicant-1', 'GET', '/api/programs/by-slug/draft-one')).status).toBe(404);
    expect((await call('staff-1', 'GET', `/api/programs/${draft.id}`)).status).toBe(200);
  });

  it('refuses an address already in use, on create and on edit, with 409 beside the slug field', async () => {
    await call('staff-1', 'POST', '/api/programs', input());
    const again = await call('staff-1', 'POST', '/api/programs', input({ name: 'Copy' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: PROGRAM_MESSAGES.slugTaken,
      fieldErrors: { slug: PROGRAM_MESSAGES.slugTaken },
    });
    const other = await call('staff-1', 'POST', '/api/programs', input({ slug: 'dynamerge', name: 'Dynamerge' }));
    const clash = await call('staff-1', 'PUT', `/api/programs/${other.body.id}`, input({ name: 'Dynamerge' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(PROGRAM_MESSAGES.slugTaken);
    expect(await service.count(sql`SELECT count(*) AS n FROM programs`)).toBe(2);
  });

  it('refuses bad settings with 400 and a message per field, from the shared schema and the server rules', async () => {
    const late = await call('staff-1', 'POST', '/api/programs', input({ closesAt: '2026-02-01T00:00:00.000Z' }));
    expect(late.status).toBe(400);
    expect(late.body.error.fieldErrors).toEqual({ closesAt: PROGRAM_SETTINGS_MESSAGES.closesBeforeOpening });
    const schema = await call('staff-1', 'POST', '/api/programs', { ...input(), slug: 'Not A Slug', timeZone: 'Mars/Olympus' });
    expect(schema.status).toBe(400);
    expect(Object.keys(schema.body.error.fieldErrors)).toEqual(expect.arrayContaining(['slug', 'timeZone']));
    const choice = await call(
      'staff-1',
      'POST',
      '/api/programs',
      input({
        form: {
          sections: [
            { id: 's', title: 'S', questions: [{ id: 'c', type: 'choice', label: 'C', required: true, options: ['A'] }] },
          ],
        },
      }),
    );
    expect(choice.body.error.fieldErrors).toEqual({
      'form.sections.0.questions.0.options': PROGRAM_SETTINGS_MESSAGES.tooFewOptions,
    });
    expect((await call('staff-1', 'POST', '/api/programs', [1, 2])).status).toBe(400);
    expect(await service.count(sql`SELECT count(*) AS n FROM programs`)).toBe(0);
  });

  it('edits a programme, stamping updatedAt only; an unknown one is 404', async () => {
    const created = await call('staff-1', 'POST', '/api/programs', input());
    const later = daysFrom(NOW, 1);
    service.setClock(later);
    const edited = await call(
      'staff-1',
      'PUT',
      `/api/programs/${created.body.id}`,
      input({ name: 'StepUp Scholars 2026', status: 'closed' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'StepUp Scholars 2026',
      status: 'closed',
      createdAt: NOW.toISOString(),
      updatedAt: later.toISOString(),
    });
    expect((await call('staff-1', 'PUT', '/api/programs/no-such-id', input({ slug: 'free-slug' }))).status).toBe(404);
  });

  it('deletes a programme nobody applied to (admin); one with applications is kept with a 409 saying what to do instead', async () => {
    const empty = await addProgram(service, { slug: 'empty' });
    const used = await addProgram(service, { slug: 'used' });
    await addApplication(service, { userId: 'applicant-1', programId: used.id });
    expect((await call('staff-1', 'DELETE', `/api/programs/${empty.id}`)).status).toBe(403);
    expect((await call('admin-1', 'DELETE', `/api/programs/${empty.id}`)).status).toBe(204);
    const refused = await call('admin-1', 'DELETE', `/api/programs/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PROGRAM_MESSAGES.hasApplications);
    expect((await call('admin-1', 'DELETE', `/api/programs/${empty.id}`)).status).toBe(404);
    expect(await service.rows(sql`SELECT slug FROM programs`)).toEqual([{ slug: 'used' }]);
  });

  it('audits a refused programme change and changes nothing', async () => {
    expect((await call('applicant-1', 'POST', '/api/programs', input())).status).toBe(403);
    expect(await service.count(sql`SELECT count(*) AS n FROM programs`)).toBe(0);
    const [entry] = await service.rows(sql`SELECT user_id, permission, granted FROM audit_logs WHERE type = 'permission_check'`);
    expect(entry).toEqual({ user_id: 'applicant-1', permission: 'create_programs', granted: false });
  });
});
