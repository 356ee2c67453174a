import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { seedDemo } from './seedDemo.js';
import { seedLearning } from './seedLearning.js';

describeOnEachBackend('demo programme delivery', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    await seedDemo(service.ctx);
  });
  afterAll(() => service?.close());

  const count = async (query: ReturnType<typeof sql>) => Number((await service.rows<{ n: string | number }>(query))[0]!.n);

  it('gives each programme a running cohort that takes new students, with open and coming modules', async () => {
    const rows = await service.rows<{ name: string; accepting_students: boolean; members: string | number }>(
      sql`SELECT c.name, c.accepting_students, (SELECT count(*) FROM cohort_members m WHERE m.cohort_id = c.id) AS members
          FROM cohorts c ORDER BY c.name`,
    );
    expect(rows.map((row) => [row.name, row.accepting_students, Number(row.members)])).toEqual([
      ['Dynamerge 2026', true, 3],
      ['StepUp Scholars 2026', true, 3],
    ]);
    expect(await count(sql`SELECT count(*) AS n FROM modules WHERE opens_at <= now()`)).toBe(8);
    expect(await count(sql`SELECT count(*) AS n FROM modules WHERE opens_at > now()`)).toBe(4);
  });

  it('gives the demo student graded, returned and waiting work, a mentor with an unread message, and tasks', async () => {
    const work = await service.rows<{ status: string }>(
      sql`SELECT status FROM submissions WHERE uid = 'demo-student' ORDER BY submitted_at`,
    );
    expect(work.map((row) => row.status)).toEqual(['graded', 'returned', 'submitted']);
    // Each grade standing is in the grade history too, as grading keeps it, so a re-grade keeps it.
    expect(
      await service.rows(sql`SELECT s.id FROM submissions s WHERE s.status = 'graded' AND NOT EXISTS (
        SELECT 1 FROM submission_grades g WHERE g.submission_id = s.id AND g.grade = s.grade AND g.graded_by = s.marked_by)`),
    ).toEqual([]);
    expect(await count(sql`SELECT count(*) AS n FROM submission_grades`)).toBe(
      await count(sql`SELECT count(*) AS n FROM submissions WHERE status = 'graded'`),
    );
    const [mentorship] = await service.rows<{ id: string; mentor_uid: string }>(
      sql`SELECT id, mentor_uid FROM mentorships WHERE student_uid = 'demo-student' AND ended_at IS NULL`,
    );
    expect(mentorship!.mentor_uid).toBe('demo-staff');
    expect(
      await count(
        sql`SELECT count(*) AS n FROM mentor_messages WHERE mentorship_id = ${mentorship!.id} AND read_at IS NULL AND author_uid <> 'demo-student'`,
      ),
    ).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM mentor_tasks WHERE mentorship_id = ${mentorship!.id}`)).toBe(3);
    // Two announcements per cohort, the first member has read the older one, and the counters say so (decision 0038).
    const members = await service.rows<{ unread: number | string; recounted: number | string }>(
      sql`SELECT c.announcement_count - m.announcements_read AS unread,
                 (SELECT count(*) FROM announcements a WHERE a.cohort_id = c.id AND NOT EXISTS
                    (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.uid = m.uid)) AS recounted
          FROM cohort_members m JOIN cohorts c ON c.id = m.cohort_id`,
    );
    expect(members.map((member) => Number(member.unread))).toEqual(members.map((member) => Number(member.recounted)));
    expect(members.map((member) => Number(member.unread)).sort()).toEqual([1, 1, 2, 2, 2, 2]);
    expect(await count(sql`SELECT count(*) AS n FROM announcements`)).toBe(2 * 2);
    // Staff have work waiting in the grading queue, some of it late.
    expect(await count(sql`SELECT count(*) AS n FROM submissions WHERE status = 'submitted'`)).toBe(6);
    expect(await count(sql`SELECT count(*) AS n FROM submissions WHERE status = 'submitted' AND late`)).toBe(2);
  });

  it('offers an alumnus as a mentor, and leaves one student for staff to pair', async () => {
    // The demo alumnus mentors a student; the seeded network (seedAlumni) offers more.
    expect(await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE uid = 'demo-alumni' AND open_to_mentoring`)).toBe(1);
    expect(await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE open_to_mentoring`)).toBeGreaterThan(1);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM cohort_members m WHERE NOT EXISTS (SELECT 1 FROM mentorships s WHERE s.student_uid = m.uid)`,
      ),
    ).toBe(1);
  });

  it('changes nothing when seeded again', async () => {
    const before = JSON.stringify(await service.rows(sql`SELECT * FROM submissions ORDER BY id`));
    expect(await seedLearning(service.ctx)).toBe(0);
    expect(JSON.stringify(await service.rows(sql`SELECT * FROM submissions ORDER BY id`))).toBe(before);
  });
});
