// The opportunities benchmark's data: `count` opportunities posted over the last six months by a thousand posters,
// about four in five still on the board (the rest past their deadline, closed or hidden), twelve fields, fifty
// countries, a third remote, with a few hundred characters of details each. Written by SQL in the database
// (generate_series), so 50,000 take seconds. Relative to the database's now(), as the service reads the board then.
import { sql } from 'drizzle-orm';

export const READER = 'bench-reader';
export const STUDENT = 'bench-student';

const FIELDS = [
  'Agriculture and food science',
  'Biology',
  'Chemistry',
  'Computer science',
  'Data science and AI',
  'Earth and environmental science',
  'Engineering',
  'Mathematics and statistics',
  'Medicine and health',
  'Physics and astronomy',
  'Public health',
  'Science policy and education',
];
const COUNTRIES =
  'KE NG GH ZA UG TZ RW ET SN CM CI BJ BF ML NE TD SD EG MA TN DZ LY MZ ZM ZW MW BW NA AO CD CG GA GQ BI SO DJ ER SS MG MU SC KM CV GM GN GW SL LR TG LS'.split(
    ' ',
  );
const KINDS = ['job', 'fellowship', 'call_for_papers', 'scholarship'];
const WORDS = 'genomics malaria climate soil water energy vaccine maize policy statistics robotics ocean health data'.split(' ');
const ORGS = ['University of Nairobi', 'AIMS Rwanda', 'KEMRI', 'University of Ghana', 'Makerere University', 'ICIPE', 'CSIR'];

const array = (list) => `ARRAY[${list.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
// A repeatable pseudo-random number 0..m-1 for row g and choice k (PostgreSQL's own integer hash).
const hash = (k, m) => `((hashint4(g * 64 + ${k})::bigint + 2147483648) % ${m})`;
const pick = (list, k) => `(${array(list)})[1 + ${hash(k, list.length)}]`;

export async function seedOpportunities(db, count, log) {
  const step = async (what, statement) => {
    const started = Date.now();
    await db.execute(sql.raw(statement));
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await step(
    'readers',
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES
       ('${READER}', '${READER}@example.org', 'Bench Reader', 'alumni', now(), now()),
       ('${STUDENT}', '${STUDENT}@example.org', 'Bench Student', 'student', now(), now())`,
  );
  const uuid = `(substr(md5(g::text), 1, 8) || '-' || substr(md5(g::text), 9, 4) || '-4' || substr(md5(g::text), 14, 3) || '-8' || substr(md5(g::text), 18, 3) || '-' || substr(md5(g::text), 21, 12))`;
  const word = (k) => pick(WORDS, k);
  await step(
    `${count.toLocaleString('en-US')} opportunities`,
    `INSERT INTO opportunities (id, poster_uid, poster_name, kind, title, organisation, location, remote, deadline,
        apply_url, details, fields, countries, posted_at, updated_at, closed_at, hidden_at, hidden_by, hidden_reason)
     SELECT ${uuid}, 'bench-poster-' || ${hash(1, 1000)}, 'Poster ' || ${hash(1, 1000)}, ${pick(KINDS, 2)},
        initcap(${word(3)}) || ' ' || ${pick(['researcher', 'fellowship', 'scholarship', 'call', 'officer', 'lecturer'], 4)} || ' ' || g,
        ${pick(ORGS, 5)}, ${pick(['Nairobi', 'Kigali', 'Accra', 'Lagos', 'Dakar', 'Cape Town', ''], 6)},
        ${hash(7, 3)} = 0 OR ${pick(['Nairobi', 'Kigali', 'Accra', 'Lagos', 'Dakar', 'Cape Town', ''], 6)} = '',
        (now() - interval '60 days' + (${hash(8, 425)} || ' days')::interval)::date,
        'https://example.org/apply/' || g,
        repeat('We offer ' || ${word(10)} || ' work with a team in ' || ${word(11)} || ' and ' || ${word(12)} || '. ', 4),
        CASE WHEN ${hash(13, 3)} = 0 THEN ARRAY[${pick(FIELDS, 14)}, ${pick(FIELDS, 15)}] ELSE ARRAY[${pick(FIELDS, 14)}] END,
        CASE WHEN ${hash(16, 4)} = 0 THEN ARRAY[${pick(COUNTRIES, 17)}, ${pick(COUNTRIES, 18)}] ELSE ARRAY[${pick(COUNTRIES, 17)}] END,
        now() - (g || ' minutes')::interval * (180.0 * 24 * 60 / ${count}), now(),
        CASE WHEN ${hash(19, 20)} = 0 THEN now() END,
        CASE WHEN ${hash(20, 50)} = 0 THEN now() END,
        CASE WHEN ${hash(20, 50)} = 0 THEN 'bench-staff' END,
        CASE WHEN ${hash(20, 50)} = 0 THEN 'Spam' END
     FROM generate_series(1, ${count}) AS g`,
  );
  await step('ANALYZE', 'ANALYZE opportunities');
  const [{ open }] = (
    await db.execute(
      sql.raw(
        `SELECT count(*)::int AS open FROM opportunities WHERE closed_at IS NULL AND hidden_at IS NULL AND deadline >= (now() AT TIME ZONE 'UTC')::date`,
      ),
    )
  ).rows;
  return { count, open };
}
