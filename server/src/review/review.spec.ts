import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { StaffApplication } from '@sla/contract';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import {
  addApplication,
  addFile,
  addReviewProgram,
  GOOD_REVIEW,
  permissionChecks,
  reviewSnapshot,
} from './testing/reviewFixtures.js';

describeOnEachBackend('reviewing an application', (backend) => {
  let appId: string;
  let programId: string;

  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser('lead', 'admin', { displayName: 'Amina Okafor' });
    await service.addUser('kwame', 'staff', { displayName: 'Kwame Mensah' });
    await service.addUser('palesa', 'staff', { displayName: 'Palesa Khumalo' });
    await service.addUser('fatou', 'applicant', { displayName: 'Fatou Diallo' });
    await service.addUser('chidi', 'student', { displayName: 'Chidi Eze' });
    programId = (await addReviewProgram(service, 'stepup')).id;
    appId = (await addApplication(service, { userId: 'fatou', programId })).id;
  });

  const call = (uid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    service.request({
      method,
      url: `/api/review/applications/${appId}${path}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
  const read = async (uid: string): Promise<StaffApplication> => (await call(uid, 'GET', '')).json();
  const row = async () =>
    (
      await service.rows(
        sql`SELECT status, reviewers, reviews_submitted AS "reviewsSubmitted", average_score AS "averageScore" FROM applications WHERE id = ${appId}`,
      )
    )[0];
  const events = async () =>
    (await service.rows(sql`SELECT type FROM application_events WHERE application_id = ${appId} ORDER BY id`)).map(
      (event) => event.type,
    );

  it('moves a submitted application to under review when its first reviewer is assigned', async () => {
    const response = await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame', 'lead', 'kwame'] });
    expect(response.statusCode, response.body).toBe(200);
    const application: StaffApplication = response.json();
    expect(application.status).toBe('under_review');
    expect(
      application.reviewers.map((reviewer) => [reviewer.reviewerUid, reviewer.reviewerName, reviewer.reviewSubmitted]),
    ).toEqual([
      ['kwame', 'Kwame Mensah', false],
      ['lead', 'Amina Okafor', false],
    ]);
    expect(application.assignedToMe).toBe(true);
    expect(await row()).toMatchObject({ status: 'under_review', reviewers: 2 });
    expect(await events()).toEqual(['reviewer_assigned', 'reviewer_assigned', 'review_started']);
    expect(application.timeline.map((event) => event.text)).toEqual([
      'Kwame Mensah assigned to review',
      'Amina Okafor assigned to review',
      'Under review',
    ]);

    // Assigning again changes nothing.
    expect((await call('kwame', 'POST', '/reviewers', { reviewerUids: ['kwame'] })).statusCode).toBe(200);
    expect(await events()).toHaveLength(3);
    expect(await row()).toMatchObject({ reviewers: 2 });
  });

  it('assigns only staff and admins, naming who cannot be, and refuses drafts and withdrawn applications', async () => {
    const response = await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame', 'chidi', 'nobody'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.reviewerUids).toBe(
      'Only staff and admins can review: Chidi Eze, nobody cannot be assigned.',
    );
    expect((await call('lead', 'POST', '/reviewers', { reviewerUids: [] })).json().error.fieldErrors.reviewerUids).toBe(
      'Choose at least one reviewer.',
    );
    expect(await row()).toMatchObject({ status: 'submitted', reviewers: 0 });

    for (const [status, code, message] of [
      ['withdrawn', 409, 'This application was withdrawn, so it cannot be reviewed.'],
      // A draft is the applicant's own business until submitted: staff get the same 404 as for no application.
      ['draft', 404, 'No such application.'],
    ] as const) {
      await service.database.db.execute(sql`UPDATE applications SET status = ${status} WHERE id = ${appId}`);
      const refused = await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame'] });
      expect(refused.statusCode).toBe(code);
      expect(refused.json().error.message).toBe(message);
    }
    expect(await row()).toMatchObject({ reviewers: 0 });
  });

  it('keeps a draft from staff: not in the queue, not readable, not even asked for', async () => {
    await service.database.db.execute(sql`UPDATE applications SET status = 'draft', submitted_at = NULL WHERE id = ${appId}`);
    const read = await service.request({ method: 'GET', url: `/api/review/applications/${appId}`, headers: service.as('lead') });
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe('No such application.');
    const queue = await service.request({ method: 'GET', url: '/api/review/queue', headers: service.as('lead') });
    expect(queue.json().items.map((item: { id: string }) => item.id)).not.toContain(appId);
    const asked = await service.request({ method: 'GET', url: '/api/review/queue?status=draft', headers: service.as('lead') });
    expect(asked.statusCode).toBe(400);
  });

  it('removes a reviewer who has not reviewed yet, but keeps one whose review is in', async () => {
    await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame', 'palesa'] });
    expect((await call('kwame', 'PUT', '/review', GOOD_REVIEW)).statusCode).toBe(200);
    const removed = await call('lead', 'DELETE', '/reviewers/palesa');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().reviewers.map((reviewer: { reviewerUid: string }) => reviewer.reviewerUid)).toEqual(['kwame']);
    const kept = await call('lead', 'DELETE', '/reviewers/kwame');
    expect(kept.statusCode).toBe(409);
    expect(kept.json().error.message).toBe('Kwame Mensah has already submitted a review, so they stay assigned.');
    expect(await row()).toMatchObject({ reviewers: 1, reviewsSubmitted: 1 });
  });

  it("hides the other reviewers' scores until your own review is in", async () => {
    await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame', 'palesa'] });
    expect((await call('kwame', 'PUT', '/review', GOOD_REVIEW)).statusCode).toBe(200);

    const beforeOwn = await read('palesa');
    expect(beforeOwn.assignedToMe).toBe(true);
    expect(beforeOwn.myReview).toBeNull();
    expect(beforeOwn.reviews).toEqual([]);
    expect(beforeOwn.reviewers.find((reviewer) => reviewer.reviewerUid === 'kwame')!.reviewSubmitted).toBe(true);

    const own = { scores: { curiosity: 1, clarity: 0 }, comment: 'Not yet.', recommendation: 'reject' };
    const after: StaffApplication = (await call('palesa', 'PUT', '/review', own)).json();
    expect(after.myReview).toMatchObject({
      reviewerUid: 'palesa',
      weightedScore: 0,
      comment: 'Not yet.',
      recommendation: 'reject',
    });
    expect(after.reviews.map((review) => [review.reviewerName, review.weightedScore])).toEqual([
      ['Kwame Mensah', 100],
      ['Palesa Khumalo', 0],
    ]);
    // Someone deciding, not among the reviewers, sees every review.
    expect((await read('lead')).reviews).toHaveLength(2);
    expect(await row()).toMatchObject({ reviewsSubmitted: 2, averageScore: 50 });

    // Changing a review keeps one row and recounts the mean.
    await call('palesa', 'PUT', '/review', { ...own, scores: { curiosity: 3, clarity: 5 } });
    expect(await row()).toMatchObject({ reviewsSubmitted: 2, averageScore: 75 });
    expect((await read('lead')).timeline.map((event) => event.text).slice(-3)).toEqual([
      'Review submitted by Kwame Mensah',
      'Review submitted by Palesa Khumalo',
      'Review updated by Palesa Khumalo',
    ]);
  });

  it('checks every score against the rubric, per criterion', async () => {
    await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame'] });
    const before = await reviewSnapshot(service);
    const response = await call('kwame', 'PUT', '/review', {
      scores: { curiosity: 6, extra: 2 },
      comment: '',
      recommendation: 'accept',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      'scores.curiosity': 'Score Curiosity from 1 to 5.',
      'scores.clarity': 'Give a score for Clarity.',
      'scores.extra': 'This criterion is not in the rubric.',
    });
    const shape = await call('kwame', 'PUT', '/review', { scores: { curiosity: 2.5 }, comment: 'x', recommendation: 'maybe' });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().error.fieldErrors).sort()).toEqual(['recommendation', 'scores.curiosity']);
    expect((await call('kwame', 'PUT', '/review', [1, 2])).statusCode).toBe(400);
    expect(await reviewSnapshot(service)).toBe(before);
  });

  it('lets only assigned reviewers review, and audits the refusal', async () => {
    const response = await call('palesa', 'PUT', '/review', GOOD_REVIEW);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Only assigned reviewers can review this application.');
    expect(await permissionChecks(service, 'palesa')).toBe(1);
    expect(await row()).toMatchObject({ status: 'submitted', reviewsSubmitted: 0 });
  });

  it('refuses reviews once the decision is released', async () => {
    await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame'] });
    await service.database.db.execute(
      sql`UPDATE applications SET status = 'decided', decision = 'rejected', decision_release_at = now(), released_at = now() WHERE id = ${appId}`,
    );
    const response = await call('kwame', 'PUT', '/review', GOOD_REVIEW);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'The decision on this application has already been released, so it can no longer be reviewed.',
    );
  });

  it('keeps a reviewer who declared a conflict away from the application everywhere', async () => {
    await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame', 'palesa'] });
    await call('kwame', 'PUT', '/review', GOOD_REVIEW);
    const fileId = await addFile(service, appId);
    expect((await call('kwame', 'POST', '/conflict', { reason: '' })).json().error.fieldErrors.reason).toBe(
      'Say briefly what the conflict is.',
    );

    const declared = await call('kwame', 'POST', '/conflict', { reason: 'She is my cousin.' });
    expect(declared.statusCode).toBe(204);
    expect(await row()).toMatchObject({ reviewers: 1, reviewsSubmitted: 0, averageScore: null });
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['GET', `/files/${fileId}`, undefined],
      ['PUT', '/review', GOOD_REVIEW],
      ['POST', '/conflict', { reason: 'Again' }],
      ['POST', '/decision', { decision: 'accepted' }],
    ] as const) {
      const response = await call('kwame', method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().error.message).toBe('No such application.');
    }
    const queue = (await service.request({ method: 'GET', url: '/api/review/queue', headers: service.as('kwame') })).json();
    expect(queue.items).toEqual([]);
    // Nobody can put them back on it.
    const reassigned = await call('lead', 'POST', '/reviewers', { reviewerUids: ['kwame'] });
    expect(reassigned.statusCode).toBe(409);
    expect(reassigned.json().error.message).toBe('Kwame Mensah declared a conflict of interest on this application.');
    // Others see the declaration on the timeline, without the reason.
    const timeline = (await read('lead')).timeline.map((event) => event.text);
    expect(timeline).toContain('Kwame Mensah declared a conflict of interest');
    expect(JSON.stringify(timeline)).not.toContain('cousin');
  });

  it('serves a file as a download that the browser will not run', async () => {
    const fileId = await addFile(service, appId, { name: '../../My CV "final".pdf' });
    const response = await call('palesa', 'GET', `/files/${fileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="My_CV_final_.pdf"; filename*=UTF-8''..%2F..%2FMy%20CV%20%22final%22.pdf`,
    );
    expect(response.body).toBe('%PDF-1.4 test');
    expect((await call('palesa', 'GET', '/files/unknown')).statusCode).toBe(404);
    const other = await addApplication(service, { userId: 'chidi', programId });
    const otherFile = await addFile(service, other.id);
    expect((await call('palesa', 'GET', `/files/${otherFile}`)).statusCode).toBe(404);
  });

  it('answers an unknown application with 404', async () => {
    const response = await service.request({ method: 'GET', url: '/api/review/applications/nope', headers: service.as('lead') });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No such application.');
  });

  it('lists admins and staff as reviewers', async () => {
    const body = (await service.request({ method: 'GET', url: '/api/review/reviewers', headers: service.as('kwame') })).json();
    expect(body.items.map((reviewer: { uid: string }) => reviewer.uid)).toEqual(['lead', 'kwame', 'palesa']);
  });
});
