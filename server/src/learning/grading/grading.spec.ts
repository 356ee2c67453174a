import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { assignments, type AssignmentRow, type SubmissionRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addSubmission, addSubmissionFile, PDF } from '../testing/fixtures.js';
import { whileUncommitted } from '../testing/uncommitted.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const GRADER = 'grace';
const AMINA = 'amina';

describeOnEachBackend('grading handed-in work', (backend) => {
  const service = useTestService(backend);
  let assignment: AssignmentRow;
  let submission: SubmissionRow;
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(GRADER, 'staff', { displayName: 'Grace Grader' });
    const cohort = await addCohort(service);
    await service.addUser(AMINA, 'student', { displayName: 'Amina Okafor', email: 'amina@example.org' });
    await addMember(service, cohort.id, AMINA);
    assignment = await addAssignment(service, cohort.id, { title: 'Research question', dueAt: daysFrom(NOW, -1), maxPoints: 20 });
    submission = await addSubmission(service, assignment, AMINA, {
      submittedAt: daysFrom(NOW, -2),
      textAnswer: 'How do soils hold water?',
    });
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, uid = GRADER) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const noticesOf = (uid: string) => service.rows(sql`SELECT text, link FROM notices WHERE user_id = ${uid} ORDER BY created_at`);

  it('opens a submission with the work handed in, never the files still waiting', async () => {
    const handedIn = await addSubmissionFile(service, assignment.id, AMINA);
    const waiting = await addSubmissionFile(service, assignment.id, AMINA, { handedIn: false });
    const { status, body } = await call('GET', `/grading/${submission.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      submissionId: submission.id,
      assignmentId: assignment.id,
      assignmentTitle: 'Research question',
      student: { uid: AMINA, displayName: 'Amina Okafor' },
      state: 'submitted',
      text: 'How do soils hold water?',
      textAnswer: true,
      maxPoints: 20,
      grade: null,
      markedAt: null,
      markedByName: null,
    });
    expect(body.instructionsHtml).toContain('<strong>one</strong>');
    expect(body.files.map((file: { id: string }) => file.id)).toEqual([handedIn]);
    const file = await service.request({
      method: 'GET',
      url: `/api/grading/${submission.id}/files/${handedIn}`,
      headers: service.as(GRADER),
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(PDF.toString());
    expect((await call('GET', `/grading/${submission.id}/files/${waiting}`)).status).toBe(404);
    expect((await call('GET', '/grading/no-such-submission')).status).toBe(404);
  });

  it('grades the work: the student gets a notice and an e-mail, and sees the grade', async () => {
    const graded = await call('POST', `/grading/${submission.id}/grade`, {
      grade: 17,
      feedback: 'A sharp question.',
      attempt: 1,
    });
    expect(graded.status).toBe(200);
    expect(graded.body).toMatchObject({
      state: 'graded',
      grade: 17,
      feedback: 'A sharp question.',
      markedAt: NOW.toISOString(),
      markedByName: 'Grace Grader',
    });
    expect(await service.rows(sql`SELECT marked_by AS "markedBy", status FROM submissions`)).toEqual([
      { markedBy: GRADER, status: 'graded' },
    ]);
    expect(await noticesOf(AMINA)).toEqual([
      { text: 'Your work on "Research question" has been graded: 17 out of 20.', link: `/student/assignments/${assignment.id}` },
    ]);
    const [mail, ...more] = await mailIn(service);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'work_graded',
      to: 'amina@example.org',
      subject: 'Your work on Research question has been graded',
    });
    expect(mail!.text).toContain('17 out of 20 points');
    expect(mail!.text).toContain('A sharp question.');
    expect(mail!.text).toContain(`http://localhost:4200/student/assignments/${assignment.id}`);
    expect(mail!.headers).toHaveProperty('List-Unsubscribe');

    const seen = await call('GET', `/student/assignments/${assignment.id}`, undefined, AMINA);
    expect(seen.body).toMatchObject({
      status: 'graded',
      canHandIn: false,
      submission: { grade: 17, feedback: 'A sharp question.', markedAt: NOW.toISOString() },
    });
  });

  it('refuses a grade above the assignment’s points or below zero (400 in words), changing nothing', async () => {
    const above = await call('POST', `/grading/${submission.id}/grade`, { grade: 21, feedback: '', attempt: 1 });
    expect(above.status).toBe(400);
    expect(above.body.error.fieldErrors).toEqual({ grade: GRADING_MESSAGES.gradeAbove(20) });
    const below = await call('POST', `/grading/${submission.id}/grade`, { grade: -1, feedback: '', attempt: 1 });
    expect(below.body.error.fieldErrors).toEqual({ grade: LEARNING_MESSAGES.grade });
    expect((await call('POST', '/grading/no-such-submission/grade', { grade: 1, feedback: '', attempt: 1 })).status).toBe(404);
    expect(await service.rows(sql`SELECT status, grade FROM submissions`)).toEqual([{ status: 'submitted', grade: null }]);
    expect(await noticesOf(AMINA)).toEqual([]);
    expect(await mailIn(service)).toEqual([]);
  });

  it('returns work for changes with feedback; the student is told and may hand in again past the due date', async () => {
    expect(
      (await call('POST', `/grading/${submission.id}/return`, { feedback: '  ', attempt: 1 })).body.error.fieldErrors,
    ).toEqual({
      feedback: LEARNING_MESSAGES.feedbackToReturn,
    });
    const returned = await call('POST', `/grading/${submission.id}/return`, {
      feedback: 'Say how you would measure it.',
      attempt: 1,
    });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ state: 'returned', grade: null, feedback: 'Say how you would measure it.' });
    expect(await noticesOf(AMINA)).toEqual([
      { text: 'Your work on "Research question" was returned for changes.', link: `/student/assignments/${assignment.id}` },
    ]);
    expect((await mailIn(service)).map((mail) => [mail.kind, mail.subject])).toEqual([
      ['work_returned', 'Your work on Research question was returned for changes'],
    ]);
    const again = await call(
      'POST',
      `/student/assignments/${assignment.id}/submission`,
      { text: 'Measured by weight.', fileIds: [] },
      AMINA,
    );
    expect(again.status).toBe(200);
    expect(again.body.submission).toMatchObject({
      state: 'submitted',
      attempt: 2,
      late: true,
      feedback: 'Say how you would measure it.',
    });
  });

  it('marks only the hand-in the grader opened: after the student hands in again, 409 in words and nothing changes', async () => {
    const open = await addAssignment(service, assignment.cohortId, { title: 'Field notes', dueAt: daysFrom(NOW, 7) });
    const handIn = (text: string) => call('POST', `/student/assignments/${open.id}/submission`, { text, fileIds: [] }, AMINA);
    const first = await handIn('First try');
    expect(first.body.submission).toMatchObject({ attempt: 1 });
    const id = first.body.submission.id;
    // The grader opens the first hand-in; before they mark it, the student replaces it (still before the due date).
    expect((await call('GET', `/grading/${id}`)).body).toMatchObject({ attempt: 1, text: 'First try' });
    expect((await handIn('Second try')).body.submission).toMatchObject({ id, attempt: 2 });

    const stale = await call('POST', `/grading/${id}/grade`, { grade: 60, feedback: 'Good start.', attempt: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'Amina Okafor handed in again since you opened this work. Open it again to see their latest version.',
    );
    const staleReturn = await call('POST', `/grading/${id}/return`, { feedback: 'Add your method.', attempt: 1 });
    expect(staleReturn.status).toBe(409);
    expect(staleReturn.body.error.message).toBe(stale.body.error.message);
    expect(
      await service.rows(sql`SELECT status, grade, feedback, marked_by AS "markedBy" FROM submissions WHERE id = ${id}`),
    ).toEqual([{ status: 'submitted', grade: null, feedback: '', markedBy: null }]);
    expect(await noticesOf(AMINA)).toEqual([]);
    expect(await mailIn(service)).toEqual([]);

    const current = await call('POST', `/grading/${id}/grade`, { grade: 60, feedback: 'Good start.', attempt: 2 });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ state: 'graded', grade: 60, attempt: 2, text: 'Second try' });
  });

  it('checks a grade against the points as they stand once a change to them made at that moment is in', async () => {
    const lowered = await whileUncommitted(
      service,
      (tx) => tx.update(assignments).set({ maxPoints: 10 }).where(eq(assignments.id, assignment.id)),
      () => call('POST', `/grading/${submission.id}/grade`, { grade: 15, feedback: '', attempt: 1 }),
    );
    expect(lowered.status).toBe(400);
    expect(lowered.body.error.fieldErrors).toEqual({ grade: GRADING_MESSAGES.gradeAbove(10) });
    expect(await service.rows(sql`SELECT status, grade FROM submissions`)).toEqual([{ status: 'submitted', grade: null }]);
  });

  it('asks which hand-in is being marked (400 in words without it)', async () => {
    const graded = await call('POST', `/grading/${submission.id}/grade`, { grade: 10, feedback: '' });
    expect(graded.status).toBe(400);
    expect(graded.body.error.fieldErrors).toEqual({ attempt: 'Say which hand-in you are marking.' });
    const returned = await call('POST', `/grading/${submission.id}/return`, { feedback: 'More, please.' });
    expect(returned.body.error.fieldErrors).toEqual({ attempt: 'Say which hand-in you are marking.' });
    expect(await service.rows(sql`SELECT status FROM submissions`)).toEqual([{ status: 'submitted' }]);
  });

  it('leaves the notice but sends no e-mail to a student who turned such mail off', async () => {
    await service.request({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: service.as(AMINA),
      payload: { decisions: true, messages: false, newsletter: false },
    });
    expect((await call('POST', `/grading/${submission.id}/grade`, { grade: 12, feedback: '', attempt: 1 })).status).toBe(200);
    expect(await noticesOf(AMINA)).toHaveLength(1);
    expect(await mailIn(service)).toEqual([]);
  });
});
