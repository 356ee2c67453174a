// BENCH_ONLY=messages for `npm run bench:applications` (issue 31, item 2; decision 0043): on the queue's seed, 100,000
// messages in 50,000 threads (the first 50,000 submitted applications, one message from staff and one reply each; every
// fourth reply unread by staff), then staff's inbox (first page, a page 10,000 threads down, unread only, each with the
// count of threads with unread replies), one thread, and an applicant's list of threads and their thread.
// Settings: BENCH_MESSAGE_THREADS (50000).
import { sql } from 'drizzle-orm';
import { measure } from './serviceBench.mjs';

export const MESSAGE_THREADS = Number(process.env.BENCH_MESSAGE_THREADS || 50_000);

/** Two messages per thread for the first `threads` queued applications, and the thread rows the service keeps. */
export async function seedMessages(db, { threads = MESSAGE_THREADS, log = () => {} } = {}) {
  log(`seeding ${(threads * 2).toLocaleString('en-US')} messages in ${threads.toLocaleString('en-US')} threads...`);
  await db.execute(sql`
    CREATE TEMP TABLE bench_threads AS
      SELECT id, user_id, row_number() OVER (ORDER BY id) AS r FROM applications WHERE status <> 'draft' ORDER BY id LIMIT ${threads}`);
  await db.execute(sql`
    INSERT INTO application_messages (id, application_id, author_uid, from_staff, body, sent_at)
    SELECT gen_random_uuid()::text, t.id, CASE WHEN n = 1 THEN 'bench-admin' ELSE t.user_id END, n = 1,
      CASE WHEN n = 1 THEN 'Please upload your **transcript** and a letter from your school by Friday. Thank you!'
        ELSE 'Thank you, I uploaded my transcript today. The letter follows next week.' END,
      timestamptz '2026-01-01 00:00:00+00' + t.r * interval '1 minute' + n * interval '10 seconds'
    FROM bench_threads t CROSS JOIN generate_series(1, 2) AS n`);
  await db.execute(sql`
    INSERT INTO application_threads
      (application_id, applicant_uid, last_message_id, last_message_at, messages, staff_unread, applicant_unread)
    SELECT DISTINCT ON (m.application_id) m.application_id, t.user_id, m.id, m.sent_at, 2,
      CASE WHEN t.r % 4 = 0 THEN 1 ELSE 0 END, 0
    FROM application_messages m JOIN bench_threads t ON t.id = m.application_id
    ORDER BY m.application_id, m.sent_at DESC, m.id DESC`);
  const sample = await db.execute(sql`SELECT id, user_id FROM bench_threads WHERE r = ${Math.ceil(threads / 2)}`);
  await db.execute(sql`DROP TABLE bench_threads`);
  await db.execute(sql`ANALYZE application_messages`);
  await db.execute(sql`ANALYZE application_threads`);
  const row = (sample.rows ?? sample)[0];
  return { applicationId: row.id, applicantUid: row.user_id };
}

/** The cursor `depth` threads down the inbox, found by walking it 100 at a time. */
async function inboxCursorAt(get, depth) {
  let cursor = null;
  for (let walked = 0; walked < depth; walked += 100) {
    const page = await get(`/api/review/messages?${new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) })}`);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return cursor;
}

/** One message to every application of a large set, timed once: the request must end, not wait on its e-mails. */
async function sendToSet(app, headers) {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/review/messages',
    headers,
    payload: { status: 'under_review', body: 'The information session is on **Monday at 16:00**.' },
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (response.statusCode !== 201) throw new Error(`the message to a set answered ${response.statusCode}: ${response.body}`);
  return { sent: response.json().sent, ms };
}

/**
 * The messaging lists' cases, through the service's HTTP app as staff (the admin) and as one applicant; last, one
 * message to every application under review, timed once (`sent`).
 */
export async function messageCases({ app, admin, get, headersFor, sample, log = () => {} }) {
  log('walking the inbox 10,000 threads down...');
  const deep = await inboxCursorAt(get, 10_000);
  const applicant = headersFor(sample.applicantUid);
  const cases = [
    await measure('staff inbox: first page (with unread count)', () => get('/api/review/messages')),
    await measure('staff inbox: 10,000 threads down', () => get(`/api/review/messages?${new URLSearchParams({ cursor: deep })}`)),
    await measure('staff inbox: unread only, first page', () => get('/api/review/messages?unread=1')),
    await measure("staff: one application's thread", () => get(`/api/review/applications/${sample.applicationId}/messages`)),
    await measure("applicant's threads (with unread count)", () => get('/api/applications/mine/messages', applicant)),
    await measure("applicant's thread", () => get(`/api/applications/${sample.applicationId}/messages`, applicant)),
  ];
  const info = [
    await measure('recipients of a message to a status (a count over the set)', () =>
      get('/api/review/messages/recipients?status=under_review'),
    ),
  ];
  log('one message to every application under review...');
  const sent = await sendToSet(app, admin);
  return { cases, info, sent };
}
