import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import type { AssignmentRow, CohortRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addSubmission, addSubmissionFile, PDF } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
/** Due 1 March 2026 at 09:00 in Nairobi (06:00 UTC): a day before NOW. */
const PAST_DUE = new Date('2026-03-01T06:00:00.000Z');
const LATE_REFUSED = 'This assignment was due on 1 March 2026 at 09:00, Nairobi time. Late work is not accepted.';
const AMINA = 'amina';
const BOLA = 'bola';

describeOnEachBackend('handing work in', (backend) => {
  const service = useTestService(backend);
  let cohort: CohortRow;
  let assignment: AssignmentRow;
  beforeEach(async () => {
    service.setClock(NOW);
    cohort = await addCohort(service);
    await addMember(service, cohort.id, AMINA);
    await addMember(service, cohort.id, BOLA);
    assignment = await addAssignment(service, cohort.id, { dueAt: daysFrom(NOW, 7) });
  });

  const call = async (uid: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const upload = async (uid = AMINA, id = assignment.id) => {
    const response = await service.request({
      method: 'POST',
      url: `/api/student/assignments/${id}/files`,
      headers: { ...service.as(uid), 'content-type': 'application/pdf', 'x-file-name': 'essay.pdf' },
      payload: PDF,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const handIn = (payload: object, uid = AMINA, id = assignment.id) =>
    call(uid, 'POST', `/student/assignments/${id}/submission`, payload);
  const stored = () =>
    service.rows(
      sql`SELECT uid, status, text_answer AS text, late, attempt, to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt", cohort_id AS "cohortId" FROM submissions ORDER BY uid`,
    );
  const files = () => service.rows(sql`SELECT id, uid, handed_in AS "handedIn" FROM submission_files ORDER BY uploaded_at, id`);

  it('takes files and a typed answer before the due date, handing in the listed files and dropping the others', async () => {
    const kept = (await upload()).body;
    const dropped = (await upload()).body;
    const response = await handIn({ text: '  How do soils hold water?  ', fileIds: [kept.id, kept.id] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: assignment.id,
      status: 'submitted',
      overdue: false,
      canHandIn: true,
      handInRefusal: null,
      submission: {
        state: 'submitted',
        text: 'How do soils hold water?',
        late: false,
        attempt: 1,
        submittedAt: NOW.toISOString(),
      },
      pendingFiles: [],
    });
    expect(response.body.submission.files.map((file: { id: string }) => file.id)).toEqual([kept.id]);
    expect(await stored()).toEqual([
      {
        uid: AMINA,
        status: 'submitted',
        text: 'How do soils hold water?',
        late: false,
        attempt: 1,
        submittedAt: NOW.toISOString(),
        cohortId: cohort.id,
      },
    ]);
    expect(await files()).toEqual([{ id: kept.id, uid: AMINA, handedIn: true }]);
    expect(dropped.id).not.toBe(kept.id);
  });

  it('takes the work again until the due date: each hand-in counts as an attempt and replaces the files', async () => {
    const first = (await upload()).body;
    await handIn({ text: 'First go', fileIds: [first.id] });
    service.setClock(daysFrom(NOW, 1));
    const second = (await upload()).body;
    const again = await handIn({ text: 'Second go', fileIds: [second.id] });
    expect(again.status).toBe(200);
    expect(again.body.submission).toMatchObject({ attempt: 2, text: 'Second go', submittedAt: daysFrom(NOW, 1).toISOString() });
    expect(again.body.submission.files.map((file: { id: string }) => file.id)).toEqual([second.id]);
    // Keeping a file handed in before: list it again.
    const third = await handIn({ text: '', fileIds: [second.id] });
    expect(third.body.submission).toMatchObject({ attempt: 3, text: '' });
    expect(await files()).toEqual([{ id: second.id, uid: AMINA, handedIn: true }]);
  });

  it('refuses a first hand-in after the due date when late work is not accepted: 409 in words, nothing stored', async () => {
    const waiting = await addSubmissionFile(service, assignment.id, AMINA, { handedIn: false });
    await service.database.db.execute(sql`UPDATE assignments SET due_at = ${PAST_DUE.toISOString()}::timestamptz`);
    // Whatever the browser believes the time is: only the service's clock counts.
    const response = await handIn({ text: 'Sorry it is late', fileIds: [waiting], submittedAt: PAST_DUE.toISOString() });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(LATE_REFUSED);
    expect(await stored()).toEqual([]);
    expect(await files()).toEqual([{ id: waiting, uid: AMINA, handedIn: false }]);
    // The screen is told the same, and so is an upload.
    const shown = await call(AMINA, 'GET', `/student/assignments/${assignment.id}`);
    expect(shown.body).toMatchObject({ status: 'to_do', overdue: true, canHandIn: false, handInRefusal: LATE_REFUSED });
    const uploaded = await upload();
    expect(uploaded.status).toBe(409);
    expect(uploaded.body.error.message).toBe(LATE_REFUSED);
  });

  it('takes late work when the assignment accepts it, marked late', async () => {
    await service.database.db.execute(
      sql`UPDATE assignments SET due_at = ${PAST_DUE.toISOString()}::timestamptz, late_accepted = true`,
    );
    const response = await handIn({ text: 'Late but here', fileIds: [] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'late', submission: { late: true, attempt: 1 } });
    // Handed in once after the due date, it cannot be replaced; the refusal says it came in late, not before.
    const again = await handIn({ text: 'Another go', fileIds: [] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(
      'This assignment was due on 1 March 2026 at 09:00, Nairobi time. You handed this in after the due date already; it can no longer be changed.',
    );
  });

  it('refuses to replace work handed in on time once the due date has passed', async () => {
    await handIn({ text: 'On time', fileIds: [] });
    service.setClock(daysFrom(assignment.dueAt, 0.01));
    const again = await handIn({ text: 'Improved', fileIds: [] });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^This assignment was due on .+\. Your work was handed in before then/);
    expect(await stored()).toMatchObject([{ text: 'On time', attempt: 1 }]);
  });

  it('takes work sent back for changes at any time, past the due date too, and refuses graded work', async () => {
    await service.database.db.execute(sql`UPDATE assignments SET due_at = ${PAST_DUE.toISOString()}::timestamptz`);
    const returned = await addSubmission(service, assignment, AMINA, {
      submittedAt: daysFrom(PAST_DUE, -1),
      status: 'returned',
      feedback: 'Say more about your method.',
    });
    const shown = await call(AMINA, 'GET', `/student/assignments/${assignment.id}`);
    expect(shown.body).toMatchObject({
      status: 'returned',
      canHandIn: true,
      submission: { feedback: 'Say more about your method.' },
    });
    const again = await handIn({ text: 'With the method', fileIds: [] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: 'late',
      submission: { id: returned.id, state: 'submitted', attempt: 2, late: true },
    });

    await service.database.db.execute(sql`UPDATE submissions SET status = 'graded', grade = 80`);
    const graded = await handIn({ text: 'One more', fileIds: [] });
    expect(graded.status).toBe(409);
    expect(graded.body.error.message).toBe(SUBMISSION_MESSAGES.graded);
    expect(await stored()).toMatchObject([{ status: 'graded', text: 'With the method', attempt: 2 }]);
  });

  it('refuses empty work, a typed answer the assignment does not take, and files that are not the caller’s uploads (400)', async () => {
    expect((await handIn({ text: '   ', fileIds: [] })).body.error.message).toBe(SUBMISSION_MESSAGES.nothingToHandIn);
    const bolas = (await upload(BOLA)).body;
    const notMine = await handIn({ text: 'Mine', fileIds: [bolas.id] });
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.fieldErrors).toEqual({ fileIds: SUBMISSION_MESSAGES.notYourFiles });
    expect((await handIn({ text: '', fileIds: ['no-such-file'] })).status).toBe(400);
    await service.database.db.execute(sql`UPDATE assignments SET text_answer = false`);
    const typed = await handIn({ text: 'Typed', fileIds: [] });
    expect(typed.status).toBe(400);
    expect(typed.body.error.fieldErrors).toEqual({ text: SUBMISSION_MESSAGES.noTextAnswer });
    expect(await stored()).toEqual([]);
    expect(await files()).toEqual([{ id: bolas.id, uid: BOLA, handedIn: false }]);
  });

  it('answers 404 for an assignment of another cohort, or for a student in no cohort', async () => {
    const other = await addCohort(service);
    const elsewhere = await addAssignment(service, other.id, { dueAt: daysFrom(NOW, 7) });
    expect((await handIn({ text: 'Hello', fileIds: [] }, AMINA, elsewhere.id)).status).toBe(404);
    expect((await call(AMINA, 'GET', `/student/assignments/${elsewhere.id}`)).status).toBe(404);
    expect((await upload(AMINA, elsewhere.id)).status).toBe(404);
    await service.addUser('loner', 'student');
    expect((await handIn({ text: 'Hello', fileIds: [] }, 'loner')).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses a student who has left the cohort', async () => {
    await service.database.db.execute(sql`UPDATE cohort_members SET status = 'withdrawn' WHERE uid = ${AMINA}`);
    const response = await handIn({ text: 'Hello', fileIds: [] });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(SUBMISSION_MESSAGES.notActive);
  });

  // On PostgreSQL the two really overlap; PGlite takes one connection's work at a time anyway.
  it('counts two hand-ins sent at once one after the other, never both from the same start', async () => {
    const answers = await Promise.all([handIn({ text: 'One', fileIds: [] }), handIn({ text: 'Two', fileIds: [] })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.submission.attempt).sort()).toEqual([1, 2]);
    expect(await stored()).toMatchObject([{ attempt: 2 }]);
  });
});
