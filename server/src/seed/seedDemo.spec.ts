import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { DEMO_PEOPLE } from './demoPeople.js';
import { DEMO_ACCOUNTS, seedDemo } from './seedDemo.js';
import { SEED_COVER_MEDIA_ID, SEED_COVER_STORY } from './seedMedia.js';

describeOnEachBackend('demo data', (backend) => {
  let service: TestService;
  /** What the first seeding made: every test reads the seeded data, in whatever order they run. */
  let firstSeeding: number;
  beforeAll(async () => {
    service = await startTestService(backend);
    // No time limit here: a timed assertion fails on a busy machine (seeding takes about 1.5 s on an idle one).
    firstSeeding = await seedDemo(service.ctx);
  });
  afterAll(() => service?.close());

  const snapshot = async () =>
    JSON.stringify(
      (
        (await service.database.db.execute(
          sql`SELECT uid, role, display_name, created_at FROM users ORDER BY uid`,
        )) as unknown as { rows: unknown[] }
      ).rows,
    );
  const contentSnapshot = async () =>
    JSON.stringify([
      await service.rows(sql`SELECT * FROM content ORDER BY type, slug`),
      await service.rows(sql`SELECT * FROM programs ORDER BY slug`),
      await service.rows(sql`SELECT * FROM applications ORDER BY id`),
      await service.rows(sql`SELECT * FROM application_events ORDER BY id`),
      await service.rows(sql`SELECT id, application_id, name, size FROM application_files ORDER BY id`),
      await service.rows(sql`SELECT * FROM review_assignments ORDER BY 1, 2`),
      await service.rows(sql`SELECT * FROM reviews ORDER BY 1, 2`),
      await service.rows(sql`SELECT * FROM review_conflicts ORDER BY 1, 2`),
      await service.rows(sql`SELECT * FROM notices ORDER BY id`),
      await service.rows(sql`SELECT id, file_name, size, alt, created_at FROM media ORDER BY id`),
      await service.rows(sql`SELECT media_id, width, height FROM media_variants ORDER BY 1, 2`),
      await service.rows(sql`SELECT * FROM follow_ups ORDER BY id`),
      await service.rows(sql`SELECT * FROM follow_up_entries ORDER BY id`),
    ]);

  it('seeds one account per role and the sample people; seeding twice changes nothing', async () => {
    expect(firstSeeding).toBe(DEMO_ACCOUNTS.length + DEMO_PEOPLE.length);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role))).toEqual(
      new Set(['admin', 'staff', 'content_editor', 'alumni', 'applicant', 'student']),
    );
    const users = await snapshot();
    const seededContent = await contentSnapshot();
    const audits = await service.count(sql`SELECT count(*) AS n FROM audit_logs`);
    expect(audits).toBeGreaterThan(0);
    expect(await seedDemo(service.ctx)).toBe(0);
    expect(await snapshot()).toBe(users);
    expect(await contentSnapshot()).toBe(seededContent);
    expect(await service.count(sql`SELECT count(*) AS n FROM audit_logs`)).toBe(audits);
  });

  it('fills the follow-up inbox: a new message, a French one in progress with a note, and the demo pledge', async () => {
    const staff = service.as('demo-staff');
    const list = (await service.request({ method: 'GET', url: '/api/follow-ups?status=open', headers: staff })).json();
    expect(list.items.map((item: { kind: string; status: string }) => [item.kind, item.status])).toEqual([
      ['contact', 'new'],
      ['volunteer', 'in_progress'],
      ['pledge', 'new'],
    ]);
    const taken = list.items[1];
    const thread = (await service.request({ method: 'GET', url: `/api/follow-ups/${taken.id}`, headers: staff })).json();
    expect(thread.item.owner).toEqual({ uid: 'demo-staff', name: 'Kwame Mensah' });
    expect(thread.entries.map((entry: { type: string }) => entry.type)).toEqual(['note']);
  });

  it('seeds a public site worth showing: both programmes open, stories in categories, upcoming events, drafts hidden', async () => {
    const get = async (url: string) => (await service.request({ method: 'GET', url })).json();
    const programmes = (await get('/api/public/programs')).items;
    expect(
      programmes.map((programme: { slug: string; applicationWindow: { state: string } }) => [
        programme.slug,
        programme.applicationWindow.state,
      ]),
    ).toEqual([
      ['dynamerge', 'open'],
      ['stepup-scholars', 'open'],
    ]);
    const stepUp = await get('/api/public/programs/stepup-scholars');
    const weeksLeft = (Date.parse(stepUp.applicationWindow.closesAt) - Date.now()) / (7 * 24 * 60 * 60 * 1000);
    expect(weeksLeft).toBeGreaterThan(5.5);
    expect(weeksLeft).toBeLessThan(6.5);
    // Deadlines fall at 23:59 in the programme's zone (Nairobi is UTC+3).
    expect(stepUp.applicationWindow.closesAt).toMatch(/T20:59:00\.000Z$/);

    const stories = (await get('/api/public/posts?limit=50')).items;
    expect(stories.length).toBeGreaterThanOrEqual(8);
    expect(stories.length).toBeLessThanOrEqual(10);
    const categories = (await get('/api/public/categories')).items;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    for (const story of stories) {
      // One story's cover is a library image with resized variants, the others the shipped illustrations.
      expect(story.coverImage).toEqual(
        story.slug === SEED_COVER_STORY
          ? {
              url: `/api/media/${SEED_COVER_MEDIA_ID}/1600.webp`,
              srcset: expect.stringMatching(/400\.webp 400w, .*800\.webp 800w, .*1600\.webp 1600w$/),
              width: 1600,
              height: 900,
              alt: expect.stringMatching(/^Illustration: \w+ \w{3,}/),
            }
          : {
              url: expect.stringMatching(/^\/images\/stories\/cover-[1-6]\.svg$/),
              alt: expect.stringMatching(/^Illustration: \w+ \w{3,}/),
            },
      );
      const { body } = await get(`/api/public/posts/${story.slug}`);
      const words = body.split(/\s+/).filter((word: string) => /\p{L}/u.test(word)).length;
      expect(words, story.slug).toBeGreaterThanOrEqual(300);
      expect(words, story.slug).toBeLessThanOrEqual(600);
      expect(body).not.toMatch(/lorem ipsum/i);
    }
    expect(stories.map((story: { slug: string }) => story.slug)).toContain(SEED_COVER_STORY);
    const cover = await service.request({ method: 'GET', url: `/api/media/${SEED_COVER_MEDIA_ID}/800.webp` });
    expect([cover.statusCode, cover.headers['content-type']]).toEqual([200, 'image/webp']);
    const hidden = await service.rows(sql`SELECT slug FROM content WHERE status IN ('draft', 'scheduled')`);
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const { slug } of hidden) expect(stories.map((story: { slug: string }) => story.slug)).not.toContain(slug);

    const events = (await get('/api/public/events?upcoming=1')).items;
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.length).toBeLessThanOrEqual(5);
    expect((await get('/api/public/home')).events).toHaveLength(3);
  });

  it('leaves a role changed during a demo as it is', async () => {
    await service.database.db.execute(sql`UPDATE users SET role = 'alumni' WHERE uid = 'demo-student'`);
    try {
      await seedDemo(service.ctx);
      expect((await service.user('demo-student'))!.role).toBe('alumni');
    } finally {
      await service.database.db.execute(sql`UPDATE users SET role = 'student' WHERE uid = 'demo-student'`);
    }
  });
});
