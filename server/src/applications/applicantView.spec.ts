import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationEventRow, ApplicationRow, ProgramRow } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { applicantView, toApplicationSummary } from './applicantView.js';
import { addApplication, addEvent, addOpenProgram, FORM, PDF, RUBRIC } from './testing.js';

const NOW = new Date('2026-05-02T09:00:00.000Z');

const program: ProgramRow = {
  id: 'p1',
  slug: 'stepup-scholars',
  status: 'active',
  name: 'StepUp Scholars',
  summary: '',
  description: '',
  whoFor: '',
  howToApply: '',
  opensAt: daysFrom(NOW, -30),
  closesAt: daysFrom(NOW, 30),
  timeZone: 'Africa/Nairobi',
  capacity: null,
  form: FORM,
  rubric: RUBRIC,
  faq: [],
  heroMediaId: null,
  heroImageUrl: null,
  heroImageAlt: null,
  pageVersion: 1,
  pageUpdatedAt: null,
  pageUpdatedByName: null,
  createdAt: NOW,
  updatedAt: NOW,
};

const row = (fields: Partial<ApplicationRow> = {}) => ({
  id: 'a1',
  userId: 'amina',
  programId: 'p1',
  status: 'submitted' as const,
  form: FORM,
  answers: {},
  resumeStep: null,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  decisionReleaseAt: null,
  releasedAt: null,
  studentRole: 'not_applicable' as const,
  studentRoleMessage: null,
  reviewers: 0,
  reviewsSubmitted: 0,
  averageScore: null,
  submittedAt: daysFrom(NOW, -3),
  withdrawnAt: null,
  withdrawReason: null,
  createdAt: daysFrom(NOW, -4),
  updatedAt: daysFrom(NOW, -1),
  ...fields,
  program,
});

let nextId = 1;
const event = (type: string, daysAgo: number, detail: Record<string, unknown> | null = null): ApplicationEventRow => ({
  id: nextId++,
  applicationId: 'a1',
  type,
  actorUid: 'x',
  detail,
  at: daysFrom(NOW, -daysAgo),
});
const EVENTS = [
  event('started', 4),
  event('submitted', 3),
  event('reviewer_assigned', 2.5, { reviewerUid: 'staff-1' }),
  event('review_started', 2),
  event('review_submitted', 1.8, { reviewerUid: 'staff-1', score: 80 }),
  event('decision_recorded', 1.5, { decision: 'accepted' }),
  event('decision_released', 1, { decision: 'accepted' }),
];

describe('applicantView', () => {
  it('shows a decided application as under review, without the decision, until it is released', () => {
    const decided = row({ status: 'decided', decision: 'accepted', decisionReleaseAt: daysFrom(NOW, 2), releasedAt: null });
    const view = applicantView(decided, EVENTS, [], NOW);
    expect(view).toMatchObject({ status: 'under_review', decision: null, canEdit: false, canWithdraw: true });
    expect(view.timeline.map((entry) => entry.type)).toEqual(['started', 'submitted', 'review_started']);
    expect(toApplicationSummary(decided, NOW)).toMatchObject({ status: 'under_review', decision: null });
  });

  it('dates the last change by what the applicant can see, never by staff work before a release', () => {
    const submitted = daysFrom(NOW, -3).toISOString();
    // The decision recorded a day ago moved updated_at; the applicant still sees the submission.
    const unreleased = row({
      status: 'decided',
      decision: 'rejected',
      decisionReleaseAt: daysFrom(NOW, 2),
      updatedAt: daysFrom(NOW, -1),
    });
    expect(toApplicationSummary(unreleased, NOW).updatedAt).toBe(submitted);
    expect(toApplicationSummary(row({ status: 'under_review', updatedAt: daysFrom(NOW, -1) }), NOW).updatedAt).toBe(submitted);
    const released = row({
      status: 'decided',
      decision: 'accepted',
      decisionReleaseAt: daysFrom(NOW, -2),
      releasedAt: daysFrom(NOW, -1.5),
    });
    expect(toApplicationSummary(released, NOW).updatedAt).toBe(daysFrom(NOW, -1.5).toISOString());
    expect(toApplicationSummary(row({ status: 'draft', updatedAt: daysFrom(NOW, -0.5) }), NOW).updatedAt).toBe(
      daysFrom(NOW, -0.5).toISOString(),
    );
    expect(toApplicationSummary(row({ status: 'withdrawn', withdrawnAt: daysFrom(NOW, -2) }), NOW).updatedAt).toBe(
      daysFrom(NOW, -2).toISOString(),
    );
  });

  it('keeps the decision hidden while released_at is set but the release time is still ahead, or the release time passed but it was not released', () => {
    expect(
      applicantView(
        row({ status: 'decided', decision: 'accepted', decisionReleaseAt: daysFrom(NOW, 1), releasedAt: NOW }),
        EVENTS,
        [],
        NOW,
      ).decision,
    ).toBeNull();
    expect(
      applicantView(
        row({ status: 'decided', decision: 'accepted', decisionReleaseAt: daysFrom(NOW, -1), releasedAt: null }),
        EVENTS,
        [],
        NOW,
      ).decision,
    ).toBeNull();
  });

  it('shows a released decision with its timeline entry, and never a staff-only event', () => {
    const view = applicantView(
      row({ status: 'decided', decision: 'accepted', decisionReleaseAt: daysFrom(NOW, -1), releasedAt: daysFrom(NOW, -1) }),
      EVENTS,
      [],
      NOW,
    );
    expect(view).toMatchObject({ status: 'decided', decision: 'accepted', canWithdraw: false });
    expect(view.timeline).toEqual([
      { type: 'started', at: daysFrom(NOW, -4).toISOString(), text: 'Started' },
      { type: 'submitted', at: daysFrom(NOW, -3).toISOString(), text: 'Submitted' },
      { type: 'review_started', at: daysFrom(NOW, -2).toISOString(), text: 'Review started' },
      { type: 'decision_released', at: daysFrom(NOW, -1).toISOString(), text: 'Decision: accepted' },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/staff-1|reviewer|decision_recorded/);
  });

  it('lets a draft be edited only while the window is open', () => {
    expect(applicantView(row({ status: 'draft' }), [], [], NOW)).toMatchObject({ canEdit: true, canWithdraw: true });
    expect(applicantView(row({ status: 'draft' }), [], [], daysFrom(NOW, 30))).toMatchObject({
      canEdit: false,
      canWithdraw: true,
    });
    expect(applicantView(row({ status: 'withdrawn' }), [], [], NOW)).toMatchObject({ canEdit: false, canWithdraw: false });
  });
});

describeOnEachBackend('the applicant’s view over HTTP', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'applicant');
  });

  it('answers "under review" with no decision and no staff events until the release time, then the decision', async () => {
    const stored = await addOpenProgram(service, NOW, { slug: 'stepup-scholars' });
    const application = await addApplication(service, {
      userId: 'amina',
      programId: stored.id,
      status: 'decided',
      decision: 'rejected',
      decidedBy: 'staff-1',
      decidedAt: daysFrom(NOW, -1),
      decisionReleaseAt: daysFrom(NOW, 2),
      submittedAt: daysFrom(NOW, -3),
    });
    for (const each of EVENTS.filter((entry) => entry.type !== 'decision_released'))
      await addEvent(service, application.id, each.type, each.at, each.detail);
    const get = async () =>
      (await service.request({ method: 'GET', url: `/api/applications/${application.id}`, headers: service.as('amina') })).json();
    const before = await get();
    expect(before).toMatchObject({ status: 'under_review', decision: null });
    expect(before.timeline.map((entry: { type: string }) => entry.type)).toEqual(['started', 'submitted', 'review_started']);
    expect(
      (await service.request({ method: 'GET', url: '/api/applications/mine', headers: service.as('amina') })).json().items[0],
    ).toMatchObject({ status: 'under_review', decision: null });

    // The release job's work, done by hand: released_at set and the applicant's event written at the release time.
    const releaseAt = daysFrom(NOW, 2);
    await service.database.db.execute(
      sql`UPDATE applications SET released_at = ${releaseAt.toISOString()}::timestamptz WHERE id = ${application.id}`,
    );
    await addEvent(service, application.id, 'decision_released', releaseAt, { decision: 'rejected' });
    expect(await get()).toMatchObject({ status: 'under_review', decision: null });
    service.setClock(releaseAt);
    const after = await get();
    expect(after).toMatchObject({ status: 'decided', decision: 'rejected' });
    expect(after.timeline.at(-1)).toMatchObject({ type: 'decision_released', text: 'Decision: not accepted this time' });
  });

  it('refuses changes to an unreleased decision in the very words of an application under review, and only after release says it was decided', async () => {
    const stored = await addOpenProgram(service, NOW, { slug: 'stepup-scholars' });
    const base = { userId: 'amina', submittedAt: daysFrom(NOW, -3) };
    const reviewing = await addApplication(service, { ...base, programId: stored.id, status: 'under_review' });
    const other = await addOpenProgram(service, NOW, { slug: 'dynamerge' });
    const decided = await addApplication(service, {
      ...base,
      programId: other.id,
      status: 'decided',
      decision: 'accepted',
      decidedBy: 'staff-1',
      decidedAt: daysFrom(NOW, -1),
      decisionReleaseAt: daysFrom(NOW, 2),
    });
    const as = service.as('amina');
    const attempts = (id: string) => [
      { method: 'PATCH' as const, url: `/api/applications/${id}/answers`, headers: as, payload: { answers: { name: 'Amina' } } },
      { method: 'POST' as const, url: `/api/applications/${id}/submit`, headers: as },
      {
        method: 'POST' as const,
        url: `/api/applications/${id}/files?questionId=cv`,
        headers: { ...as, 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf' },
        payload: PDF,
      },
      { method: 'DELETE' as const, url: `/api/applications/${id}/files/00000000-0000-4000-8000-000000000000`, headers: as },
    ];
    const answers = async (id: string) => {
      const out = [];
      for (const attempt of attempts(id)) {
        const response = await service.request(attempt);
        out.push({ status: response.statusCode, message: response.json().error?.message });
      }
      return out;
    };
    const underReview = await answers(reviewing.id);
    expect(underReview.map((answer) => answer.status)).toEqual([409, 409, 409, 409]);
    expect(underReview.map((answer) => answer.message).join(' ')).not.toMatch(/decid/i);
    expect(await answers(decided.id)).toEqual(underReview);

    service.setClock(daysFrom(NOW, 3));
    await service.database.db.execute(
      sql`UPDATE applications SET released_at = ${daysFrom(NOW, 2).toISOString()}::timestamptz WHERE id = ${decided.id}`,
    );
    const released = await answers(decided.id);
    expect(released.map((answer) => answer.status)).toEqual([409, 409, 409, 409]);
    expect(released[0]!.message).toBe('A decision has been made on this application, so it can no longer be changed.');
  });
});
