// `node tools/bench/storyPicturesBench.mjs`: pictures in alumni stories at scale (issue 32, decision 0048). 20,000
// library images and 10,000 story pictures (half in 1,000 published stories of 5 pictures, half in stories still
// waiting), through the data service's HTTP app: the public address of a library image, of a published story's picture
// (the visibility check), of a waiting story's picture (404), the author's private read, and a published story's page
// with 5 sized pictures (bodyImageSizes), against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite. Exits non-zero
// on a miss. Settings as the other service benches: BENCH_REQUESTS (100 here), BENCH_BACKENDS (pglite,postgres),
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
import { register } from 'tsx/esm/api';

register();
process.env.BENCH_REQUESTS ||= '100';

const { sql } = await import('drizzle-orm');
const { log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } = await import('./serviceBench.mjs');

const LIBRARY = 20_000;
const STORIES = 2_000;
const PER_STORY = 5;
const AUTHOR = 'bench-author';
const id = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function seed(db) {
  const now = new Date();
  await db.execute(sql`INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
    VALUES (${AUTHOR}, 'author@example.org', 'Bench Author', 'alumni', ${now}, ${now})`);
  // Library images, then story pictures: story s (1..STORIES) has pictures LIBRARY + (s-1)*PER_STORY + 1..PER_STORY.
  await db.execute(
    sql.raw(`INSERT INTO media (id, file_name, content_type, width, height, size, alt, original, uploaded_by, created_at, scope, story_id)
    SELECT '00000000-0000-4000-8000-' || lpad(g::text, 12, '0'), 'p.png', 'image/png', 800, 533, 8, 'A picture', '\\x89504e47'::bytea,
      CASE WHEN g <= ${LIBRARY} THEN 'bench-editor' ELSE '${AUTHOR}' END, now(),
      CASE WHEN g <= ${LIBRARY} OR ((g - ${LIBRARY} - 1) / ${PER_STORY}) % 2 = 0 THEN 'library' ELSE 'story' END,
      CASE WHEN g > ${LIBRARY} THEN 'bench-story-' || (1 + (g - ${LIBRARY} - 1) / ${PER_STORY}) END
    FROM generate_series(1, ${LIBRARY + STORIES * PER_STORY}) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO media_variants (media_id, width, height, data)
    SELECT id, w, w * 2 / 3, '\\x52494646'::bytea FROM media, unnest(ARRAY[400, 800]) AS w`),
  );
  // Odd stories (their pictures 'library') are published posts; even ones still wait.
  await db.execute(
    sql.raw(`INSERT INTO content (id, type, status, slug, title, body, published_at, created_at, updated_at, credit_uid)
    SELECT 'bench-post-' || s, 'post', 'published', 'bench-story-' || s, 'Story ' || s,
      (SELECT string_agg('Paragraph ' || k || E'.\\n\\n![Picture ' || k || '](/api/media/00000000-0000-4000-8000-' ||
        lpad((${LIBRARY} + (s - 1) * ${PER_STORY} + k)::text, 12, '0') || '/800.webp)', E'\\n\\n') FROM generate_series(1, ${PER_STORY}) AS k),
      now() - interval '1 day', now(), now(), '${AUTHOR}'
    FROM generate_series(1, ${STORIES}, 2) AS s`),
  );
  await db.execute(
    sql.raw(`INSERT INTO story_submissions (id, author_uid, author_name, title, body, status, post_id, submitted_at, updated_at)
    SELECT 'bench-story-' || s, '${AUTHOR}', 'Bench Author', 'Story ' || s, 'Text',
      CASE WHEN s % 2 = 1 THEN 'published' ELSE 'submitted' END, CASE WHEN s % 2 = 1 THEN 'bench-post-' || s END, now(), now()
    FROM generate_series(1, ${STORIES}) AS s`),
  );
  await db.execute(sql`ANALYZE media`);
  await db.execute(sql`ANALYZE media_variants`);
  await db.execute(sql`ANALYZE story_submissions`);
}

const answer =
  (app, expected, headers = {}) =>
  async (url) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== expected) throw new Error(`GET ${url} answered ${response.statusCode}, not ${expected}`);
    return response;
  };

async function bench(name, target) {
  const ctx = await openContext(name, target);
  const started = Date.now();
  log(`${name}: seeding ${LIBRARY} library images and ${STORIES * PER_STORY} story pictures...`);
  await seed(ctx.db);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await startApp(ctx);
  const ok = answer(app, 200);
  const missing = answer(app, 404);
  const author = answer(app, 200, signedIn(AUTHOR, 'author@example.org'));
  const storyPicture = (story, k) => id(LIBRARY + (story - 1) * PER_STORY + k);
  const page = await ok(`/api/public/posts/bench-story-1`);
  if (!page.json().bodyHtml.includes('width="800" height="533"')) throw new Error('the story page’s pictures are not sized');
  const cases = [
    await measure('library image, public address', (i) => ok(`/api/media/${id(1 + ((i * 37) % LIBRARY))}/800.webp`)),
    await measure('published story’s picture, public address', (i) =>
      ok(`/api/media/${storyPicture(1 + 2 * (i % 500), 1 + (i % PER_STORY))}/400.webp`),
    ),
    await measure('waiting story’s picture, public address (404)', (i) =>
      missing(`/api/media/${storyPicture(2 + 2 * (i % 500), 1 + (i % PER_STORY))}/400.webp`),
    ),
    await measure('waiting story’s picture, its author', (i) =>
      author(`/api/alumni/stories/pictures/${storyPicture(2 + 2 * (i % 500), 1)}/800`),
    ),
    await measure('a published story’s page, 5 sized pictures', (i) => ok(`/api/public/posts/bench-story-${1 + 2 * (i % 500)}`)),
  ];
  return { name, cases, seedSeconds };
}

function report(result) {
  return reportCases(
    result.name,
    `${LIBRARY.toLocaleString('en-US')} library images, ${(STORIES * PER_STORY).toLocaleString('en-US')} story pictures; seeded in ${result.seedSeconds.toFixed(1)} s`,
    result.cases,
    48,
  );
}

await runOnBackends({
  title: 'bench:story-pictures',
  prefix: 'story_pictures',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
