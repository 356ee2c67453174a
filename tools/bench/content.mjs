// `npm run bench:content`: the content scale check (docs/requirements.md#quality-bars). With 10,000
// stories (every status, eight categories, bodies of 400 to 1,100 words, half with a library cover), it
// measures through the data service's HTTP app (Fastify's inject: routing, sign-in, permission check,
// query, JSON) the content portal's list as a content editor (first page; by status; by category; a
// search; a deep page) and the public site's story list (first page, a category, a deep page) and whole
// stories; and, when the site is built (dist/shell and dist/mfe-public), the server-rendered /blog page
// through the site server. On PGlite (a temporary folder) and on PostgreSQL (a scratch database it
// creates and drops). Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL and <= 250 ms
// on PGlite; exits non-zero when a target is missed. Progress goes to stderr, so stdout holds only the results.
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_POSTS (10000),
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: where to create the scratch database).
// Runs under tsx: `node --import tsx tools/bench/content.mjs`.
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ingestMedia } from '../../server/src/content/media/ingestMedia.ts';
import { createSiteServer } from '../serve/site-server.mjs';
import {
  budgetOn,
  cleanup,
  getter,
  log,
  measure,
  onCleanup,
  openContext,
  printCases,
  REQUESTS,
  runOnBackends,
  signedIn,
  startApp,
} from './serviceBench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const POSTS = Number(process.env.BENCH_POSTS || 10_000);
const EDITOR = 'bench-editor';
const DIST = join(root, 'dist');

const CATEGORIES = ['Scholar stories', 'Research', 'Community', 'News', 'Mentorship', 'Alumni', 'Partnerships', 'Field notes'];
const AUTHORS = ['Amina Okafor', 'Kwame Mensah', 'Thandiwe Nkosi', 'Fikirte Alemu', 'Obinna Eze', 'Wairimu Gitau', null];
const TITLE_STARTS = [
  'What we learned from',
  'Why we care about',
  'A year of',
  'Reading the signs of',
  'Notes from',
  'How scholars approach',
  'Five questions about',
  'The quiet work of',
  'Behind the data on',
  'Mentors on',
];
const TITLE_ENDS = [
  'cassava disease in the field',
  'clean water in small towns',
  'mobile data and learning',
  'soil health on family farms',
  'the research question',
  'malaria and the rainy season',
  'solar power in clinics',
  'girls in the laboratory',
  'pollinators and yields',
  'air quality in the city',
  'a borehole and a notebook',
];
const SENTENCES = [
  'Our scholars spent the term turning a question from home into a plan they could carry out.',
  'The first weeks were spent noticing things: which wells ran dry, which crops failed, and when.',
  'A good research question can be pursued with a notebook, a phone and patience.',
  'Mentors met each scholar every fortnight, mostly to ask why, and sometimes to listen.',
  'We measured what we could, wrote down what we could not, and compared notes at the end of each month.',
  'Nobody expected the data from the smallest village to be the most useful, but it was.',
  'Farmers were generous with their time, and the scholars learned to be generous with their explanations.',
  'Every result was checked twice, once by the scholar and once by someone who had not seen it before.',
  'The laboratory visit came late in the year, when everyone knew what they were looking for.',
  'It is easy to forget how much a clear chart can change a conversation with a district officer.',
  'Some questions turned out to be three questions hiding in one, and that was a finding too.',
  'We are grateful to the partner researchers who opened their benches and their calendars.',
  'Next year the cohort will be larger, and the questions, we hope, will be bolder.',
  'The hardest part was not the measurement but deciding what would count as an answer.',
  'Parents came to the final presentations, and several of them asked the best questions of the day.',
  'Reliable electricity is not a given, so the scholars planned their work around the power cuts.',
  'A spreadsheet, shared and argued over, turned out to be the most important instrument of the year.',
  'We still want every scholar to have access to good equipment, and we work with partners to make that possible.',
];
const SUBHEADINGS = ['What we set out to do', 'What we found', 'What surprised us', 'What comes next'];

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;
const textArray = (items) => `ARRAY[${items.map((item) => (item === null ? 'NULL' : literal(item))).join(',')}]::text[]`;

/**
 * The data set, written by set-based statements (INSERT ... SELECT over generate_series), so it takes
 * seconds on either database: one content editor, eight categories, one library image and `POSTS` stories.
 * Of every 20 stories, 14 are published (spread over the last 4.5 years), 3 drafts, 1 scheduled and 2
 * archived; every 29th has no category; every other one has the library image as its cover.
 */
async function seedContent(ctx) {
  const execute = (text) => ctx.db.execute(sql.raw(text));
  const now = ctx.now().toISOString();
  await execute(
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES (${literal(EDITOR)}, 'editor@bench.example', 'Bench Editor', 'content_editor', ${literal(now)}, ${literal(now)})`,
  );
  await execute(
    `INSERT INTO categories (id, slug, name, position, created_at, updated_at)
     SELECT md5('bench-category-' || i)::uuid::text, lower(replace(name, ' ', '-')), name, i, ${literal(now)}, ${literal(now)}
     FROM unnest(${textArray(CATEGORIES)}) WITH ORDINALITY AS c(name, i)`,
  );
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b5d4b' } })
    .jpeg()
    .toBuffer();
  const cover = await ingestMedia(ctx, {
    bytes: photo,
    fileName: 'cover.jpg',
    uploadedBy: EDITOR,
    uploadedByName: 'Bench Editor',
    alt: 'A green field',
  });
  const sentences = textArray(SENTENCES);
  const body = `(SELECT string_agg(
      CASE WHEN k % 12 = 1 THEN E'\\n\\n## ' || (${textArray(SUBHEADINGS)})[1 + (k / 12) % ${SUBHEADINGS.length}] || E'\\n\\n'
           WHEN k % 4 = 1 THEN E'\\n\\n' ELSE ' ' END
      || (${sentences})[1 + ((g * 31 + k * 17) % ${SENTENCES.length})], '' ORDER BY k)
    FROM generate_series(1, 24 + g % 45) AS k)`;
  const status = `CASE WHEN g % 20 < 14 THEN 'published' WHEN g % 20 < 17 THEN 'draft' WHEN g % 20 = 17 THEN 'scheduled' ELSE 'archived' END`;
  const publishedAt = `CASE WHEN g % 20 < 14 OR g % 20 >= 18 THEN ${literal(now)}::timestamptz - g * interval '4 hours'
      WHEN g % 20 = 17 THEN ${literal(now)}::timestamptz + (1 + g % 30) * interval '1 day' END`;
  await execute(
    `INSERT INTO content (id, type, status, slug, title, summary, body, category_id, author_name, cover_image_url,
       cover_image_alt, cover_media_id, seo_description, published_at, version, created_by, updated_by, updated_by_name,
       created_at, updated_at)
     SELECT md5('bench-post-' || g)::uuid::text, 'post', ${status}, 'bench-story-' || g,
       (${textArray(TITLE_STARTS)})[1 + g % ${TITLE_STARTS.length}] || ' ' || (${textArray(TITLE_ENDS)})[1 + (g / ${TITLE_STARTS.length}) % ${TITLE_ENDS.length}],
       (${sentences})[1 + g % ${SENTENCES.length}] || ' ' || (${sentences})[1 + (g * 7) % ${SENTENCES.length}],
       ${body},
       CASE WHEN g % 29 = 0 THEN NULL ELSE md5('bench-category-' || (1 + g % ${CATEGORIES.length}))::uuid::text END,
       (${textArray(AUTHORS)})[1 + g % ${AUTHORS.length}],
       CASE WHEN g % 2 = 0 THEN ${literal(cover.url)} END,
       CASE WHEN g % 2 = 0 THEN 'A green field' END,
       CASE WHEN g % 2 = 0 THEN ${literal(cover.id)} END,
       '', ${publishedAt}, 1 + g % 5, ${literal(EDITOR)}, ${literal(EDITOR)}, 'Bench Editor',
       ${literal(now)}::timestamptz - g * interval '3 hours' - interval '2 days',
       ${literal(now)}::timestamptz - g * interval '3 hours'
     FROM generate_series(1, ${POSTS}) AS g`,
  );
  await execute('ANALYZE');
  const [{ words }] = (
    await execute(
      `SELECT round(avg(array_length(regexp_split_to_array(body, '\\s+'), 1)))::int AS words FROM content WHERE type = 'post'`,
    )
  ).rows;
  return { averageWords: words };
}

function client(app) {
  const get = getter(app);
  const editor = signedIn(EDITOR, 'editor@bench.example');
  return { get, asEditor: (url) => get(url, editor) };
}

const withQuery = (path, query) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
  return search.size ? `${path}?${search}` : path;
};

/** The cursor of the page half way through a list, and of its last page, found by walking it once in large pages. */
async function deepCursors(get, path, query, step) {
  const cursors = [];
  let cursor = null;
  do {
    const page = await get(withQuery(path, { ...query, limit: String(step), cursor }));
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return {
    middle: cursors[Math.floor(cursors.length / 2)] ?? null,
    last: cursors.at(-1) ?? null,
    rows: (cursors.length + 1) * step,
  };
}

/** GET through the real HTTP stack (the site server), with the body read to the end. */
function httpGet(port, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString())
          : reject(new Error(`GET ${path} via the site server answered ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const siteBuilt = () => existsSync(join(DIST, 'shell', 'ssr', 'ssr.js')) && existsSync(join(DIST, 'mfe-public', 'ssr', 'ssr.js'));

/** The server-rendered /blog pages through the site server (which reads the data service over HTTP), when the site is built. */
async function measureSite(app, slugs) {
  if (!siteBuilt()) return null;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = app.server.address().port;
  const site = createSiteServer({
    deployRoot: DIST,
    env: { NODE_ENV: 'development', API_URL: `http://127.0.0.1:${apiPort}`, SITE_URL: 'http://localhost' },
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  onCleanup(() => new Promise((resolve) => site.close(resolve)));
  const port = site.address().port;
  // A page the server could not render falls back to an empty shell the browser fills in: that would measure nothing.
  if (!(await httpGet(port, '/blog')).includes(`/blog/${slugs[0]}`))
    throw new Error('The site server did not render /blog with its stories: is dist/ up to date (npm run build)?');
  return [
    await measure('site: /blog, rendered on the server', () => httpGet(port, '/blog')),
    await measure('site: /blog/<slug>, rendered on the server', (i) => httpGet(port, `/blog/${slugs[i % slugs.length]}`)),
  ];
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding ${POSTS.toLocaleString('en-US')} stories...`);
  const seedStarted = Date.now();
  const { averageWords } = await seedContent(ctx);
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const app = await startApp(ctx);
  const { get, asEditor } = client(app);
  const categories = (await get('/api/public/categories')).items;
  const categorySlug = categories[3]?.slug;
  const [{ id: categoryId }] = (await ctx.db.execute(sql`SELECT id FROM categories WHERE slug = ${categorySlug}`)).rows;

  log(`${name}: walking the lists to find their deep pages...`);
  const editorDeep = await deepCursors(asEditor, '/api/content/posts', {}, 100);
  const publicDeep = await deepCursors(get, '/api/public/posts', {}, 50);
  const publicCategoryDeep = await deepCursors(get, '/api/public/posts', { category: categorySlug }, 50);
  const slugs = (await get('/api/public/posts?limit=50')).items.map((post) => post.slug);

  const editorList = (query) => withQuery('/api/content/posts', query);
  const publicList = (query) => withQuery('/api/public/posts', query);
  log(`${name}: measuring...`);
  const cases = [
    await measure('portal: posts, first page', () => asEditor(editorList({}))),
    await measure('portal: posts, published', () => asEditor(editorList({ status: 'published' }))),
    await measure('portal: posts, drafts', () => asEditor(editorList({ status: 'draft' }))),
    await measure('portal: posts, one category', () => asEditor(editorList({ categoryId }))),
    await measure('portal: posts, search "cassava"', () => asEditor(editorList({ q: 'cassava' }))),
    await measure('portal: posts, middle page', () => asEditor(editorList({ cursor: editorDeep.middle }))),
    await measure('portal: posts, last page', () => asEditor(editorList({ cursor: editorDeep.last }))),
    await measure('public: /public/posts, first page', () => get(publicList({}))),
    await measure('public: /public/posts, one category', () => get(publicList({ category: categorySlug }))),
    await measure('public: /public/posts, middle page', () => get(publicList({ cursor: publicDeep.middle }))),
    await measure('public: /public/posts, last page', () => get(publicList({ cursor: publicDeep.last }))),
    await measure('public: /public/posts, one category, last page', () =>
      get(publicList({ category: categorySlug, cursor: publicCategoryDeep.last })),
    ),
    await measure('public: /public/posts/<slug>, a whole story', (i) => get(`/api/public/posts/${slugs[i % slugs.length]}`)),
  ];
  // Not in the bar, like the staff queue's name search: a substring search that matches nothing reads every story.
  const info = [await measure('portal: posts, search matching nothing', () => asEditor(editorList({ q: 'zebra crossing' })))];
  log(`${name}: the site's /blog pages...`);
  const site = await measureSite(app, slugs);
  await cleanup();
  return { name, seedSeconds, averageWords, editorRows: editorDeep.rows, publicRows: publicDeep.rows, cases, info, site };
}

function report(result) {
  console.log(
    `\n${result.name}: ${POSTS.toLocaleString('en-US')} stories of ${result.averageWords} words on average (seeded in ${result.seedSeconds.toFixed(1)} s; ` +
      `about ${result.publicRows.toLocaleString('en-US')} public), ${REQUESTS} requests per case, p95 target ${budgetOn(result.name)} ms`,
  );
  const pass = printCases(result.name, [...result.cases, ...(result.site ?? [])], result.info, 52);
  if (!result.site)
    console.log('site: /blog not measured: build the site first (dist/shell and dist/mfe-public: npm run build).');
  console.log(`${result.name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

await runOnBackends({
  title: 'bench:content',
  prefix: 'content',
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
  // Measured when reachable: a machine without PostgreSQL still gets the PGlite figures. Asked for by name, it must be there.
  postgresOptional: true,
  bench,
  report,
});
