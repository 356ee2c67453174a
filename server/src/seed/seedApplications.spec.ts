import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApplicationForm, QueueItem, ReferenceListItem, Rubric, StaffApplication } from '@sla/contract';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { DEMO_APPLICANTS } from './demoApplicants.js';
import { seedDemo } from './seedDemo.js';

describeOnEachBackend('demo applications', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    await seedDemo(service.ctx);
  });
  afterAll(() => service?.close());

  const admin = () => service.as('demo-admin');
  const get = async (url: string, headers = admin()) => (await service.request({ method: 'GET', url, headers })).json();

  it('gives both programmes a real form (every question type) and a weighted rubric', async () => {
    const rows = await service.rows<{ slug: string; form: ApplicationForm; rubric: Rubric }>(
      sql`SELECT slug, form, rubric FROM programs ORDER BY slug`,
    );
    expect(rows.map((row) => row.slug)).toEqual(['dynamerge', 'stepup-scholars']);
    for (const { slug, form, rubric } of rows) {
      expect(form.sections.length, slug).toBeGreaterThanOrEqual(3);
      expect(form.sections.length, slug).toBeLessThanOrEqual(4);
      expect(new Set(form.sections.flatMap((section) => section.questions.map((question) => question.type))), slug).toEqual(
        new Set(['short_text', 'long_text', 'choice', 'date', 'file']),
      );
      expect(rubric.criteria.length, slug).toBeGreaterThanOrEqual(4);
      expect(rubric.criteria.length, slug).toBeLessThanOrEqual(5);
      for (const criterion of rubric.criteria) expect([criterion.scaleMin, criterion.scaleMax]).toEqual([1, 5]);
      expect(new Set(rubric.criteria.map((criterion) => criterion.weight)).size, slug).toBeGreaterThan(1);
    }
  });

  it('has a few dozen applications in every status, across the demo accounts and forty sample applicants', async () => {
    const counts = Object.fromEntries(
      (await service.rows(sql`SELECT status, count(*)::int AS n FROM applications GROUP BY status`)).map((row) => [
        row.status,
        row.n,
      ]),
    );
    for (const status of ['draft', 'submitted', 'under_review', 'decided', 'withdrawn'])
      expect(counts[status], status).toBeGreaterThanOrEqual(3);
    const total = Object.values(counts).reduce((sum: number, n) => sum + (n as number), 0);
    expect(total).toBeGreaterThanOrEqual(36);
    expect(await service.count(sql`SELECT count(*) AS n FROM users WHERE uid LIKE 'demo-applicant-%'`)).toBe(
      DEMO_APPLICANTS.length,
    );
    for (const person of DEMO_APPLICANTS) expect(person.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);

    const mine = await service.rows(
      sql`SELECT p.slug, a.status FROM applications a JOIN programs p ON p.id = a.program_id WHERE a.user_id = 'demo-applicant' ORDER BY p.slug`,
    );
    expect(mine).toEqual([
      { slug: 'dynamerge', status: 'submitted' },
      { slug: 'stepup-scholars', status: 'draft' },
    ]);
    const student = await service.rows(
      sql`SELECT decision, released_at IS NOT NULL AS released, student_role FROM applications WHERE user_id = 'demo-student'`,
    );
    expect(student).toEqual([{ decision: 'accepted', released: true, student_role: 'assigned' }]);

    const decisions = await service.rows(
      sql`SELECT decision, released_at IS NOT NULL AS released, decision_release_at > now() AS later FROM applications WHERE decision IS NOT NULL`,
    );
    for (const decision of ['accepted', 'waitlisted', 'rejected'])
      expect(
        decisions.some((row) => row.decision === decision && row.released),
        decision,
      ).toBe(true);
    const scheduled = decisions.filter((row) => !row.released);
    expect(scheduled).toEqual([{ decision: 'accepted', released: false, later: true }]);
  });

  it('keeps the counts on each application true to its reviews, and its answers true to its files', async () => {
    const drift = await service.rows(sql`
      SELECT a.id FROM applications a
      WHERE a.reviewers <> (SELECT count(*) FROM review_assignments r WHERE r.application_id = a.id)
         OR a.reviews_submitted <> (SELECT count(*) FROM reviews r WHERE r.application_id = a.id)
         OR abs(coalesce(a.average_score, -1) - coalesce((SELECT avg(weighted_score) FROM reviews r WHERE r.application_id = a.id), -1)) > 0.01
         OR EXISTS (SELECT 1 FROM reviews r WHERE r.application_id = a.id AND NOT EXISTS (SELECT 1 FROM review_assignments s WHERE s.application_id = a.id AND s.reviewer_uid = r.reviewer_uid))`);
    expect(drift).toEqual([]);
    expect(
      await service.count(
        sql`SELECT count(*) AS n FROM reviews WHERE reviewer_uid IN ('demo-staff', 'demo-admin') AND comment <> ''`,
      ),
    ).toBeGreaterThan(10);
    const orphans = await service.rows(sql`
      SELECT a.id, q.value FROM applications a, jsonb_each(a.answers) q
      WHERE jsonb_typeof(q.value) = 'string' AND q.key IN ('cv', 'results')
        AND NOT EXISTS (SELECT 1 FROM application_files f WHERE f.application_id = a.id AND f.id = q.value #>> '{}')`);
    expect(orphans).toEqual([]);
    expect(
      await service.count(sql`SELECT count(*) AS n FROM application_files WHERE position('%PDF-'::bytea IN content) <> 1`),
    ).toBe(0);
  });

  it('shows every review screen something real', async () => {
    const queue = await get('/api/review/queue?limit=200');
    expect(queue.items.length).toBeGreaterThanOrEqual(30);
    expect(queue.items.some((item: QueueItem) => item.averageScore !== null)).toBe(true);
    const mine = await get('/api/review/queue?assignedToMe=1&status=under_review', service.as('demo-staff'));
    expect(mine.items.length).toBeGreaterThanOrEqual(5);

    const [studentApp] = await service.rows(sql`SELECT id FROM applications WHERE user_id = 'demo-student'`);
    const application: StaffApplication = await get(`/api/review/applications/${studentApp.id}`);
    expect(application).toMatchObject({ status: 'decided', decision: 'accepted', studentRole: 'assigned', assignedToMe: true });
    expect(application.reviews).toHaveLength(2);
    expect(application.files.length).toBeGreaterThan(0);
    expect(application.timeline.map((event) => event.text)).toEqual(
      expect.arrayContaining(['Started', 'Submitted', 'Under review', 'Decision: accepted', 'Student role assigned']),
    );

    const refused = await service.rows(sql`SELECT id FROM applications WHERE student_role = 'refused'`);
    expect(refused).toHaveLength(1);
    const assigned = await service.request({
      method: 'POST',
      url: `/api/review/applications/${refused[0].id}/student-role`,
      headers: admin(),
    });
    expect(assigned.json()).toMatchObject({ studentRole: 'assigned' });
  });

  it('gives the staff list of reference requests letters requested, received and overdue in Dynamerge', async () => {
    const [dynamerge] = await service.rows<{ id: string; form: ApplicationForm }>(
      sql`SELECT id, form FROM programs WHERE slug = 'dynamerge'`,
    );
    expect(dynamerge!.form.references).toEqual({ count: 1, dueAt: null });
    const list = (status: string) =>
      get(`/api/review/references?programId=${dynamerge!.id}&status=${status}&limit=200`) as Promise<{
        items: ReferenceListItem[];
      }>;
    const [requested, received, overdue] = await Promise.all([list('requested'), list('received'), list('overdue')]);
    expect(requested.items.length).toBeGreaterThanOrEqual(2);
    expect(received.items.length).toBeGreaterThanOrEqual(5);
    expect(overdue.items.length).toBeGreaterThanOrEqual(1);
    expect(overdue.items.every((item) => item.overdue && item.status === 'requested')).toBe(true);
    for (const item of received.items) expect(item.receivedAt! >= item.requestedAt).toBe(true);

    // A received letter is there to read on the application's review screen; the demo's referees get no reminder.
    const letters = await get(`/api/review/applications/${received.items[0]!.applicationId}/references`);
    expect(letters.items[0]).toMatchObject({ status: 'received', text: expect.stringContaining('recommend') });
    expect(
      await service.count(sql`SELECT count(*) AS n FROM reference_requests WHERE status = 'requested' AND reminded_at IS NULL`),
    ).toBe(0);
  });
});
