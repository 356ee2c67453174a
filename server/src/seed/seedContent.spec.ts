import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import { SEED_STORIES } from './content/stories.js';
import { seedContent } from './seedContent.js';

describeOnEachBackend('seeded content', (backend) => {
  const service = useTestService(backend);

  it('makes the stories’ categories as rows, in the order first used, and files every story under its own', async () => {
    await seedContent(service.ctx);
    const categories = await service.rows(sql`SELECT name, slug, position FROM categories ORDER BY position`);
    expect(categories).toEqual([
      { name: 'Scholar stories', slug: 'scholar-stories', position: 1 },
      { name: 'Research', slug: 'research', position: 2 },
      { name: 'Community', slug: 'community', position: 3 },
      { name: 'News', slug: 'news', position: 4 },
    ]);
    const filed = await service.rows(
      sql`SELECT content.slug, categories.name FROM content LEFT JOIN categories ON categories.id = content.category_id WHERE content.type = 'post'`,
    );
    expect(Object.fromEntries(filed.map((row) => [row.slug, row.name]))).toEqual(
      Object.fromEntries(SEED_STORIES.map((story) => [story.slug, story.category])),
    );
  });

  it('leaves a category renamed during a demo as it is when seeding again', async () => {
    await seedContent(service.ctx);
    await service.database.db.execute(
      sql`UPDATE categories SET name = 'Our scholars', slug = 'our-scholars' WHERE slug = 'scholar-stories'`,
    );
    const before = await service.rows(sql`SELECT * FROM categories ORDER BY id`);
    const posts = await service.rows(sql`SELECT id, category_id FROM content ORDER BY id`);
    await seedContent(service.ctx);
    expect(await service.rows(sql`SELECT * FROM categories ORDER BY id`)).toEqual(before);
    expect(await service.rows(sql`SELECT id, category_id FROM content ORDER BY id`)).toEqual(posts);
  });

  it("opens the writing clinic to registrations with three places taken, once: a demo's own changes stay", async () => {
    await seedContent(service.ctx);
    const settings = () =>
      service.rows(sql`SELECT c.slug, s.open, s.audience, s.capacity, s.registered,
        (SELECT count(*)::int FROM event_registrations r WHERE r.event_id = s.event_id AND r.status = 'registered') AS places
        FROM event_registration_settings s JOIN content c ON c.id = s.event_id`);
    expect(await settings()).toEqual([
      { slug: 'application-writing-clinic', open: true, audience: 'public', capacity: 24, registered: 3, places: 3 },
    ]);
    await service.database.db.execute(sql`UPDATE event_registration_settings SET capacity = 10, open = false`);
    await seedContent(service.ctx);
    expect(await settings()).toEqual([
      { slug: 'application-writing-clinic', open: false, audience: 'public', capacity: 10, registered: 3, places: 3 },
    ]);
  });
});
