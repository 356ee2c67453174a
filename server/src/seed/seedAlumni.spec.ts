import { sql } from 'drizzle-orm';
import { ALUMNI_FIELDS, myProfileInput } from '@sla/contract/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { SEED_ALUMNI } from './alumni/people.js';
import { PRIVACY } from './alumni/privacy.js';
import { seedAlumni } from './seedAlumni.js';
import { seedDemo } from './seedDemo.js';

describeOnEachBackend('demo alumni network', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    await seedDemo(service.ctx);
  });
  afterAll(() => service?.close());

  const count = async (query: ReturnType<typeof sql>) => Number((await service.rows<{ n: string | number }>(query))[0]!.n);
  const values = async (query: ReturnType<typeof sql>) =>
    (await service.rows<{ value: string | number }>(query)).map((row) => String(row.value));

  it('seeds at least 40 alumni across both programmes, every year from 2019 to 2026, 15 countries and every field', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM alumni_profiles p JOIN users u ON u.uid = p.uid WHERE u.role = 'alumni'`),
    ).toBeGreaterThanOrEqual(40);
    expect(
      (await values(sql`SELECT DISTINCT g.slug AS value FROM alumni_profiles p JOIN programs g ON g.id = p.program_id`)).sort(),
    ).toEqual(['dynamerge', 'stepup-scholars']);
    expect(await values(sql`SELECT DISTINCT cohort_year AS value FROM alumni_profiles ORDER BY 1`)).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(await count(sql`SELECT count(DISTINCT country) AS n FROM alumni_profiles`)).toBeGreaterThanOrEqual(15);
    expect((await values(sql`SELECT DISTINCT field AS value FROM alumni_profiles`)).sort()).toEqual([...ALUMNI_FIELDS].sort());
  });

  it('writes every seeded profile as the profile form would accept it', () => {
    for (const alumnus of SEED_ALUMNI) {
      const input = {
        headline: alumnus.headline,
        field: alumnus.field,
        institution: alumnus.institution,
        country: alumnus.country,
        city: alumnus.city,
        bio: alumnus.bio,
        links: alumnus.links,
        skills: alumnus.skills,
        programId: 'programme',
        cohortYear: alumnus.year,
        openToMentoring: alumnus.mentoring,
        openToMessages: alumnus.messages,
        visibility: { ...PRIVACY[alumnus.privacy], ...alumnus.except },
      };
      const result = myProfileInput.safeParse(input);
      expect(result.success, `${alumnus.name}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
      for (const link of alumnus.links) expect(link.url).toMatch(/^https:\/\/example\.org\//);
    }
    expect(new Set(SEED_ALUMNI.map((alumnus) => alumnus.name)).size).toBe(SEED_ALUMNI.length);
  });

  it('varies privacy: many fields to alumni, some public, a few only for the owner, some unlisted, one hidden by staff', async () => {
    const withField = (level: string) =>
      count(
        sql`SELECT count(*) AS n FROM alumni_profiles p WHERE EXISTS (SELECT 1 FROM jsonb_each_text(p.visibility) v WHERE v.value = ${level})`,
      );
    expect(await withField('public')).toBeGreaterThanOrEqual(5);
    expect(await withField('only_me')).toBeGreaterThanOrEqual(2);
    expect(
      await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE visibility->>'institution' = 'alumni'`),
    ).toBeGreaterThanOrEqual(20);
    // Not in members' directory: the name is for staff only.
    expect(
      await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE alumni_name IS NULL AND staff_name IS NOT NULL`),
    ).toBeGreaterThanOrEqual(2);
    const hidden = await service.rows<{ hidden_reason: string; hidden_by: string }>(
      sql`SELECT hidden_reason, hidden_by FROM alumni_profiles WHERE hidden_at IS NOT NULL`,
    );
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.hidden_by).toBe('demo-staff');
    expect(hidden[0]!.hidden_reason).toMatch(/\w+ \w+/);
    // Every profile carries its owner's name, so staff can find each one.
    expect(
      await count(sql`SELECT count(*) AS n FROM alumni_profiles p JOIN users u ON u.uid = p.uid WHERE p.name <> u.display_name`),
    ).toBe(0);
    const open = await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE open_to_messages`);
    const mentors = await count(sql`SELECT count(*) AS n FROM alumni_profiles WHERE open_to_mentoring`);
    const all = await count(sql`SELECT count(*) AS n FROM alumni_profiles`);
    expect(open / all).toBeGreaterThan(0.55);
    expect(open / all).toBeLessThan(0.95);
    expect(mentors / all).toBeGreaterThan(0.35);
    expect(mentors / all).toBeLessThan(0.65);
  });

  it('makes the demo alumnus a recent alumnus, who may ask for a mentor (decision 0052), and older alumni who may not', async () => {
    const asking = await service.request({ method: 'GET', url: '/api/mentoring/asking', headers: service.as('demo-alumni') });
    expect(asking.json()).toMatchObject({ mayAsk: true, hasMentor: false });
    expect(
      await count(
        sql`SELECT count(*) AS n FROM alumni_profiles WHERE created_at < ${new Date(Date.now() - 3 * 365 * 86_400_000).toISOString()}::timestamptz`,
      ),
    ).toBeGreaterThan(0);
  });

  it('fills in the demo alumnus, open to messages and mentoring, keeping the programme and year of their cohort', async () => {
    const [profile] = await service.rows<{
      name: string;
      headline: string;
      bio: string;
      cohort_year: number;
      open_to_messages: boolean;
      open_to_mentoring: boolean;
      alumni_name: string | null;
    }>(sql`SELECT * FROM alumni_profiles WHERE uid = 'demo-alumni'`);
    expect(profile).toMatchObject({
      name: 'Yusuf Abdullahi',
      alumni_name: 'Yusuf Abdullahi',
      cohort_year: 2024,
      open_to_messages: true,
      open_to_mentoring: true,
    });
    expect(profile!.headline.length).toBeGreaterThan(10);
    expect(profile!.bio.length).toBeGreaterThan(100);
    expect(
      await values(
        sql`SELECT uid AS value FROM alumni_profiles WHERE uid IN ('demo-person-05', 'demo-person-12', 'demo-person-18') AND headline <> '' ORDER BY 1`,
      ),
    ).toEqual(['demo-person-05', 'demo-person-12', 'demo-person-18']);
  });

  it('gives the demo alumnus conversations, one with a message they have not read, and staff an open report', async () => {
    const conversations = await service.rows<{ unread: string | number }>(
      sql`SELECT (SELECT count(*) FROM alumni_messages m WHERE m.conversation_id = c.id AND m.sender_uid <> 'demo-alumni'
                    AND m.sent_at > coalesce(CASE WHEN c.first_uid = 'demo-alumni' THEN c.first_read_at ELSE c.second_read_at END, '-infinity')) AS unread
          FROM alumni_conversations c WHERE 'demo-alumni' IN (c.first_uid, c.second_uid)`,
    );
    expect(conversations.length).toBeGreaterThanOrEqual(2);
    expect(conversations.map((row) => Number(row.unread)).sort()).toEqual([0, 0, 1]);
    const [report] = await service.rows<{ quoted_message: string; message_id: string; body: string }>(
      sql`SELECT r.quoted_message, r.message_id, m.body FROM alumni_reports r JOIN alumni_messages m ON m.id = r.message_id
          WHERE r.resolved_at IS NULL`,
    );
    expect(report!.quoted_message).toBe(report!.body);
  });

  it('changes nothing when seeded again, even after the demo alumnus edited their profile', async () => {
    await service.database.db.execute(sql`UPDATE alumni_profiles SET headline = 'Changed in the demo' WHERE uid = 'demo-alumni'`);
    const snapshot = async () =>
      JSON.stringify([
        await service.rows(sql`SELECT * FROM alumni_profiles ORDER BY uid`),
        await service.rows(sql`SELECT * FROM alumni_conversations ORDER BY id`),
        await service.rows(sql`SELECT * FROM alumni_messages ORDER BY id`),
        await service.rows(sql`SELECT * FROM alumni_reports ORDER BY id`),
        await service.rows(sql`SELECT uid, email, display_name, role, created_at FROM users ORDER BY uid`),
      ]);
    const before = await snapshot();
    expect(await seedAlumni(service.ctx)).toBe(0);
    expect(await snapshot()).toBe(before);
  });
});
