import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ANSWER_MESSAGES } from '@sla/domain';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../testing/backends.js';
import { addProgram, daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import type { ProgramRow } from '../db/schema.js';
import { addApplication, addOpenProgram, FORM, PDF, TYPED_ANSWERS } from './testing.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('the applicant flow', (backend) => {
  let program: ProgramRow;
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'applicant');
    await service.addUser('student-1', 'student');
    program = await addOpenProgram(service, NOW, { slug: 'stepup-scholars', name: 'StepUp Scholars' });
  });

  const call = async (uid: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await service.request({ method, url, headers: service.as(uid), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json() };
  };
  const start = (uid = 'amina', programId = program.id) => call(uid, 'POST', '/api/applications', { programId });
  const save = (id: string, answers: object, uid = 'amina') => call(uid, 'PATCH', `/api/applications/${id}/answers`, { answers });
  const submit = (id: string, uid = 'amina') => call(uid, 'POST', `/api/applications/${id}/submit`);
  const withdraw = (id: string, reason?: string) =>
    call('amina', 'POST', `/api/applications/${id}/withdraw`, reason ? { reason } : {});
  const uploadCv = (id: string) =>
    service.request({
      method: 'POST',
      url: `/api/applications/${id}/files?questionId=cv`,
      headers: { ...service.as('amina'), 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf' },
      payload: PDF,
    });
  const events = (id: string) =>
    service.rows(sql`SELECT type FROM application_events WHERE application_id = ${id} ORDER BY at, id`);
  const ready = async () => {
    const { body } = await start();
    await save(body.id, TYPED_ANSWERS);
    expect((await uploadCv(body.id)).statusCode).toBe(201);
    return body.id as string;
  };

  it('starts a draft with a copy of the form, then returns the same one when started again', async () => {
    const first = await start();
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      program: { id: program.id, slug: 'stepup-scholars', name: 'StepUp Scholars' },
      form: FORM,
      status: 'draft',
      decision: null,
      answers: {},
      canEdit: true,
      canWithdraw: true,
      createdAt: NOW.toISOString(),
      timeline: [{ type: 'started', at: NOW.toISOString(), text: 'Started' }],
    });
    const again = await start();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await events(first.body.id)).toEqual([{ type: 'started' }]);
  });

  it('makes one application when the same person starts twice at once', async () => {
    const both = await Promise.all([start(), start(), start()]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(both.map((answer) => answer.body.id)).size).toBe(1);
    expect(await service.count(sql`SELECT count(*) AS n FROM applications`)).toBe(1);
    expect(await service.count(sql`SELECT count(*) AS n FROM application_events WHERE type = 'started'`)).toBe(1);
  });

  it('refuses to start before the window opens, after it closes, and for a closed programme, in words', async () => {
    const upcoming = await addProgram(service, {
      slug: 'dynamerge',
      name: 'Dynamerge',
      opensAt: new Date('2026-03-10T06:00:00.000Z'),
      closesAt: daysFrom(NOW, 60),
      form: FORM,
    });
    const ended = await addProgram(service, {
      slug: 'ended',
      name: 'Old cohort',
      opensAt: daysFrom(NOW, -60),
      closesAt: daysFrom(NOW, -1),
      form: FORM,
    });
    const closed = await addProgram(service, {
      slug: 'paused',
      name: 'Paused',
      status: 'closed',
      opensAt: daysFrom(NOW, -1),
      closesAt: daysFrom(NOW, 10),
      form: FORM,
    });
    const draft = await addProgram(service, {
      slug: 'secret',
      status: 'draft',
      opensAt: daysFrom(NOW, -1),
      closesAt: daysFrom(NOW, 10),
    });
    expect(await start('amina', upcoming.id)).toMatchObject({
      status: 409,
      body: { error: { message: 'Applications for Dynamerge open on 10 March 2026.' } },
    });
    expect(await start('amina', ended.id)).toMatchObject({
      status: 409,
      body: { error: { message: APPLICATION_MESSAGES.closed('Old cohort') } },
    });
    expect(await start('amina', closed.id)).toMatchObject({
      status: 409,
      body: { error: { message: APPLICATION_MESSAGES.closed('Paused') } },
    });
    expect((await start('amina', draft.id)).status).toBe(404);
    expect((await start('amina', 'no-such-programme')).status).toBe(404);
    expect((await call('amina', 'POST', '/api/applications', {})).status).toBe(400);
    expect(await service.count(sql`SELECT count(*) AS n FROM applications`)).toBe(0);
  });

  it('autosaves any subset of answers, merging with what is stored and clearing with null', async () => {
    const { body } = await start();
    service.setClock(daysFrom(NOW, 1));
    const first = await save(body.id, { name: 'Amina', essay: 'Half an essay' });
    expect(first.status).toBe(200);
    expect(first.body.answers).toEqual({ name: 'Amina', essay: 'Half an essay' });
    expect(first.body.updatedAt).toBe(daysFrom(NOW, 1).toISOString());
    const second = await save(body.id, { essay: null, interests: ['Maths', 'Coding'], born: '2008-02-29', track: '' });
    expect(second.body.answers).toEqual({ name: 'Amina', interests: ['Maths', 'Coding'], born: '2008-02-29', track: '' });
  });

  it('keeps the step the applicant is on with the draft, so they continue there on any device', async () => {
    const { body } = await start();
    expect(body.resumeStep).toBe(1);
    const moved = await call('amina', 'PATCH', `/api/applications/${body.id}/answers`, { answers: {}, step: 2 });
    expect(moved.body.resumeStep).toBe(2);
    expect((await call('amina', 'GET', `/api/applications/${body.id}`)).body.resumeStep).toBe(2);
    // Past the last step (the form changed, or a hand-written request): the check-and-submit step.
    const sections = body.form.sections.length as number;
    const far = await call('amina', 'PATCH', `/api/applications/${body.id}/answers`, { answers: {}, step: 99 });
    expect(far.body.resumeStep).toBe(sections + 1);
    for (const step of [0, 1.5, 101, '2'])
      expect((await call('amina', 'PATCH', `/api/applications/${body.id}/answers`, { answers: {}, step })).status).toBe(400);
    // Answers saved without a step leave it where it was.
    expect((await save(body.id, { name: 'Amina' })).body.resumeStep).toBe(sections + 1);
  });

  it('refuses answers that break the form, naming each question, and keeps the stored ones', async () => {
    const { body } = await start();
    await save(body.id, { name: 'Amina' });
    const refused = await save(body.id, {
      name: 'x'.repeat(41),
      essay: 'word '.repeat(21),
      track: 'Cooking',
      interests: 'Maths',
      born: '2007-02-30',
      cv: 'some-file-id',
      unknown: 'hello',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({
      name: ANSWER_MESSAGES.tooLong(40, 41),
      essay: ANSWER_MESSAGES.tooManyWords(20, 21),
      track: ANSWER_MESSAGES.chooseFromOptions,
      born: ANSWER_MESSAGES.realDate,
      cv: ANSWER_MESSAGES.fileByUpload,
      unknown: ANSWER_MESSAGES.notOnForm,
    });
    expect((await save(body.id, { track: ['Science', 'Leadership'] })).body.error.fieldErrors).toEqual({
      track: ANSWER_MESSAGES.chooseOne,
    });
    expect((await call('amina', 'PATCH', `/api/applications/${body.id}/answers`, { answers: { name: 42 } })).status).toBe(400);
    expect((await call('amina', 'GET', `/api/applications/${body.id}`)).body.answers).toEqual({ name: 'Amina' });
  });

  it('submits a complete draft once: status, time and one event; submitting again answers the same', async () => {
    const id = await ready();
    const submitted = await submit(id);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      submittedAt: NOW.toISOString(),
      canEdit: false,
      canWithdraw: true,
    });
    expect(submitted.body.timeline.map((event: { type: string }) => event.type)).toEqual(['started', 'submitted']);
    expect((await submit(id)).body).toEqual(submitted.body);
    expect(await events(id)).toEqual([{ type: 'started' }, { type: 'submitted' }]);
  });

  it('makes one submission when two submits arrive at once', async () => {
    const id = await ready();
    const both = await Promise.all([submit(id), submit(id)]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both.map((answer) => answer.body.status)).toEqual(['submitted', 'submitted']);
    expect(await service.count(sql`SELECT count(*) AS n FROM application_events WHERE type = 'submitted'`)).toBe(1);
  });

  it('refuses to submit with required questions unanswered, naming each', async () => {
    const { body } = await start();
    await save(body.id, { name: 'Amina' });
    const refused = await submit(body.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      message: APPLICATION_MESSAGES.unanswered,
      fieldErrors: { essay: ANSWER_MESSAGES.answerThis, track: ANSWER_MESSAGES.chooseAnOption, cv: ANSWER_MESSAGES.uploadFile },
    });
    expect((await call('amina', 'GET', `/api/applications/${body.id}`)).body.status).toBe('draft');
  });

  it('refuses a late submission by the server clock, whatever the browser thinks', async () => {
    const id = await ready();
    service.setClock(program.closesAt);
    const late = await submit(id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      'The deadline for StepUp Scholars has passed, so this application can no longer be submitted.',
    );
    expect((await save(id, { nickname: 'Ami' })).body.error.message).toBe(
      APPLICATION_MESSAGES.deadlinePassedChange('StepUp Scholars'),
    );
    const seen = await call('amina', 'GET', `/api/applications/${id}`);
    expect(seen.body).toMatchObject({ status: 'draft', canEdit: false, submittedAt: null });
    service.setClock(new Date(program.closesAt!.getTime() - 1));
    expect((await submit(id)).status).toBe(200);
  });

  it('refuses changes after submitting, a second withdrawal, and withdrawal after a released decision, each with a 409 in words', async () => {
    const id = await ready();
    await submit(id);
    expect(await save(id, { nickname: 'Ami' })).toMatchObject({
      status: 409,
      body: { error: { message: 'This application has been submitted, so it can no longer be changed.' } },
    });
    const withdrawn = await withdraw(id, 'I got a place elsewhere.');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', canWithdraw: false, canEdit: false });
    expect(withdrawn.body.timeline.at(-1)).toMatchObject({ type: 'withdrawn', text: 'Withdrawn' });
    expect(await withdraw(id)).toMatchObject({
      status: 409,
      body: { error: { message: 'This application has already been withdrawn.' } },
    });
    expect(await submit(id)).toMatchObject({ status: 409 });
    expect(await start()).toMatchObject({
      status: 409,
      body: { error: { message: APPLICATION_MESSAGES.withdrawnBefore('StepUp Scholars') } },
    });

    const other = await addOpenProgram(service, NOW, { slug: 'dynamerge', name: 'Dynamerge' });
    const released = await addApplication(service, {
      userId: 'amina',
      programId: other.id,
      status: 'decided',
      decision: 'accepted',
      decisionReleaseAt: daysFrom(NOW, -1),
      releasedAt: daysFrom(NOW, -1),
      submittedAt: daysFrom(NOW, -5),
    });
    expect(await withdraw(released.id)).toMatchObject({
      status: 409,
      body: { error: { message: 'A decision has been made on this application, so it can no longer be withdrawn.' } },
    });
    expect((await call('amina', 'GET', `/api/applications/${released.id}`)).body).toMatchObject({
      status: 'decided',
      decision: 'accepted',
      canWithdraw: false,
    });
  });

  it('lets an applicant withdraw while a decision waits for release, and drops that decision so it is never released', async () => {
    const waiting = await addApplication(service, {
      userId: 'amina',
      programId: program.id,
      status: 'decided',
      decision: 'rejected',
      decidedBy: 'staff-1',
      decidedAt: NOW,
      decisionReleaseAt: daysFrom(NOW, 3),
      studentRole: 'not_applicable',
    });
    expect((await call('amina', 'GET', `/api/applications/${waiting.id}`)).body).toMatchObject({
      status: 'under_review',
      decision: null,
      canWithdraw: true,
    });
    expect((await withdraw(waiting.id)).status).toBe(200);
    const [row] = await service.rows(
      sql`SELECT status, decision, decision_release_at FROM applications WHERE id = ${waiting.id}`,
    );
    expect(row).toEqual({ status: 'withdrawn', decision: null, decision_release_at: null });
  });

  it('lists the caller’s own applications newest first, in keyset pages', async () => {
    await service.addUser('someone-else', 'applicant');
    const programs = await Promise.all(
      [1, 2, 3].map((n) => addOpenProgram(service, NOW, { slug: `programme-${n}`, name: `Programme ${n}` })),
    );
    for (const [index, each] of programs.entries())
      await addApplication(service, { userId: 'amina', programId: each.id, createdAt: daysFrom(NOW, -10 + index) });
    await addApplication(service, { userId: 'someone-else', programId: programs[0]!.id });
    const first = await call('amina', 'GET', '/api/applications/mine?limit=2');
    expect(first.body.items.map((item: { program: { slug: string } }) => item.program.slug)).toEqual([
      'programme-3',
      'programme-2',
    ]);
    expect(first.body.items[0]).toMatchObject({ status: 'draft', decision: null, timeZone: 'Africa/Nairobi' });
    const second = await call('amina', 'GET', `/api/applications/mine?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ nextCursor: null, items: [{ program: { slug: 'programme-1' } }] });
    expect((await call('amina', 'GET', '/api/applications/mine?cursor=nonsense')).status).toBe(400);
    expect((await call('student-1', 'GET', '/api/applications/mine')).body).toEqual({ items: [], nextCursor: null });
  });
});
