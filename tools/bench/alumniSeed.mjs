// The alumni directory benchmark's data (alumniBench.mjs): PROFILES alumni profiles written by set-based SQL
// (INSERT ... SELECT over generate_series), spread like a real network: about fifty countries, most of them African;
// twelve fields; cohort years 2010 to 2026; two large programmes and three small ones; visibility chosen the way people
// do (most keep the defaults, many open up to alumni, a few go public, a few close their name); one in a hundred
// hidden by staff. Pseudo-random but repeatable: every choice is a hash of the row number.
import { sql } from 'drizzle-orm';
import { ALUMNI_FIELDS } from '../../libs/data/src/schemas/alumni.ts';

export const MEMBER = 'bench-member';
export const STAFF = 'bench-staff';
export const PROGRAMMES = [
  ['bench-stepup', 'StepUp Scholars', 45],
  ['bench-dynamerge', 'Dynamerge Fellows', 45],
  ['bench-bridge', 'Bridge to Research', 5],
  ['bench-summer', 'Summer School', 3],
  ['bench-policy', 'Science Policy Lab', 2],
];
/** A rare surname: a handful of profiles carry it. */
export const RARE_SURNAME = 'Xolisani';

const FIRST = `Amina Chidi Dora Kwame Wanjiru Thabo Fatima Ngozi Kofi Zanele Abebe Aisha Musa Grace Peter Mary Joseph Esther
  Samuel Ruth Daniel Faith Emmanuel Mercy Yusuf Halima Tendai Lindiwe Sipho Nomsa Olu Funmi Tunde Bisi Kamau Njeri Otieno
  Akinyi Mohamed Salma Ibrahim Zainab Ahmed Layla Jean Marie Pierre Claire Ana Joao Li Wei Priya Arjun Sofia Lucas Emma Noah`.split(
  /\s+/,
);
const LAST = `Okafor Eze Mensah Owusu Mwangi Nkosi Diallo Traore Kamara Abiodun Adeyemi Okonkwo Banda Phiri Moyo Ndlovu Dlamini
  Kariuki Odhiambo Achieng Hassan Ali Mohammed Bello Musa Suleiman Tesfaye Girma Haile Bekele Mutua Kiplagat Chebet Osei
  Boateng Asante Appiah Sow Ba Ndiaye Fall Keita Coulibaly Toure Sesay Conteh Kanu Nwosu Obi Ibe Uche Martin Bernard Silva
  Santos Costa Chen Wang Sharma Patel Garcia Smith Brown`.split(/\s+/);
/** Institutions, each with its country's code, so "nairobi" and "KE" agree. */
const INSTITUTIONS = [
  ['University of Nairobi', 'KE'],
  ['Kenyatta University', 'KE'],
  ['University of Lagos', 'NG'],
  ['University of Ibadan', 'NG'],
  ['Obafemi Awolowo University', 'NG'],
  ['University of Ghana', 'GH'],
  ['Kwame Nkrumah University of Science and Technology', 'GH'],
  ['Makerere University', 'UG'],
  ['University of Cape Town', 'ZA'],
  ['University of the Witwatersrand', 'ZA'],
  ['Stellenbosch University', 'ZA'],
  ['Addis Ababa University', 'ET'],
  ['University of Dar es Salaam', 'TZ'],
  ['University of Rwanda', 'RW'],
  ['Cheikh Anta Diop University', 'SN'],
  ['Cairo University', 'EG'],
  ['University of Zambia', 'ZM'],
  ['University of Zimbabwe', 'ZW'],
  ['University of Botswana', 'BW'],
  ['Mohammed V University', 'MA'],
  ['University of Oxford', 'GB'],
  ['Imperial College London', 'GB'],
  ['ETH Zurich', 'CH'],
  ['Sorbonne University', 'FR'],
  ['Max Planck Institute', 'DE'],
  ['Harvard University', 'US'],
  ['University of Toronto', 'CA'],
  ['Indian Institute of Science', 'IN'],
  ['Tsinghua University', 'CN'],
  ['University of Sao Paulo', 'BR'],
];
/** Where people live: weighted towards the first (African) ones; about fifty in all. */
const COUNTRIES = `KE NG GH UG ZA ET TZ RW SN EG ZM ZW BW MA CM CI MW MZ NA SD TN DZ BJ BF ML NE GN SL LR TG GM LS SZ MG MU
  SO SS ER DJ AO CD CG GA GB US CA DE FR NL IN CN BR`.split(/\s+/);

/** Visibility presets and how many in a hundred pick each. */
const fieldsOf = (name, rest, overrides = {}) =>
  JSON.stringify({
    name,
    photo: rest,
    headline: rest,
    programme: name === 'only_me' ? 'staff' : 'alumni',
    year: name === 'only_me' ? 'staff' : 'alumni',
    field: rest,
    institution: rest,
    country: rest,
    city: rest,
    bio: rest,
    links: rest,
    skills: rest,
    ...overrides,
  });
const VISIBILITY = [
  [fieldsOf('alumni', 'staff'), 40], // the defaults
  [fieldsOf('alumni', 'alumni'), 25],
  [fieldsOf('public', 'public'), 10],
  [fieldsOf('alumni', 'staff', { field: 'alumni', institution: 'alumni' }), 10],
  [fieldsOf('alumni', 'alumni', { country: 'only_me', city: 'only_me' }), 8],
  [fieldsOf('staff', 'staff'), 4],
  [fieldsOf('only_me', 'only_me'), 3],
];

const text = (value) => `'${value.replaceAll("'", "''")}'`;
const array = (values) => `ARRAY[${values.map(text).join(',')}]`;
/** A CASE picking from weighted choices by `h`, a number 0..99. */
const weighted = (choices, h) => {
  let upTo = 0;
  const arms = choices.map(([value, weight]) => `WHEN ${h} < ${(upTo += weight)} THEN ${text(value)}`);
  return `CASE ${arms.join(' ')} ELSE ${text(choices.at(-1)[0])} END`;
};

/** Seeds the users the benchmark signs in as, the programmes and `profiles` profiles; answers what it wrote. */
export async function seedAlumni(db, profiles, log) {
  const execute = (statement) => db.execute(sql.raw(statement));
  const step = async (what, statement) => {
    const started = Date.now();
    await execute(statement);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const at = `timestamptz '2026-01-01T00:00:00Z'`;
  await step(
    'programmes',
    `INSERT INTO programs (id, slug, status, name, time_zone, created_at, updated_at)
       SELECT id, id, 'active', name, 'Africa/Nairobi', ${at}, ${at}
       FROM unnest(${array(PROGRAMMES.map(([id]) => id))}, ${array(PROGRAMMES.map(([, name]) => name))}) AS p(id, name)`,
  );
  await step(
    'the viewers',
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES
       ('${MEMBER}', '${MEMBER}@example.org', 'Bench Member', 'alumni', ${at}, ${at}),
       ('${STAFF}', '${STAFF}@example.org', 'Bench Staff', 'staff', ${at}, ${at})`,
  );
  // A repeatable pseudo-random number 0..m-1 for row g and choice k (PostgreSQL's own integer hash).
  const hash = (k, m) => `((hashint4(g * 64 + ${k})::bigint + 2147483648) % ${m})`;
  const h = (k) => hash(k, 100);
  const pick = (list, k) => `(${array(list)})[1 + ${hash(k, list.length)}]`;
  // Countries: squaring a uniform number skews it towards the start of the list.
  const country = `(${array(COUNTRIES)})[1 + floor(${COUNTRIES.length} * power(${hash(9, 1000)} / 1000.0, 2))::int]`;
  await step(
    `${profiles.toLocaleString('en-US')} alumni profiles`,
    `INSERT INTO alumni_profiles (uid, program_id, cohort_year, open_to_mentoring, open_to_messages, created_at, updated_at,
                                  name, headline, field, institution, country, city, bio, visibility, hidden_at, hidden_by, hidden_reason)
     SELECT 'bench-alumnus-' || g,
            ${weighted(
              PROGRAMMES.map(([id, , weight]) => [id, weight]),
              h(1),
            )},
            2010 + ${hash(2, 17)},
            ${h(3)} < 30, ${h(4)} < 60, ${at}, ${at},
            ${pick(FIRST, 5)} || ' ' || CASE WHEN g % 10000 = 777 THEN '${RARE_SURNAME}' ELSE ${pick(LAST, 6)} END,
            'Researcher', ${pick([...ALUMNI_FIELDS], 7)},
            inst.name, CASE WHEN ${h(8)} < 70 THEN inst.country ELSE ${country} END, '', 'I work on things I care about.',
            (${weighted(VISIBILITY, h(10))})::jsonb,
            CASE WHEN g % 100 = 50 THEN ${at} END, CASE WHEN g % 100 = 50 THEN '${STAFF}' END,
            CASE WHEN g % 100 = 50 THEN 'Reported as a duplicate.' END
     FROM generate_series(1, ${profiles}) AS g
     CROSS JOIN LATERAL (SELECT (${array(INSTITUTIONS.map(([name]) => name))})[i] AS name, (${array(INSTITUTIONS.map(([, code]) => code))})[i] AS country
                         FROM (SELECT 1 + ${hash(11, INSTITUTIONS.length)} AS i) AS pick) AS inst`,
  );
  await step('statistics (VACUUM ANALYZE)', 'VACUUM ANALYZE alumni_profiles');
  await execute('ANALYZE');
  const [counts] = (
    await execute(`SELECT count(*)::int AS profiles, count(alumni_name) FILTER (WHERE hidden_at IS NULL)::int AS listed,
                          count(*) FILTER (WHERE hidden_at IS NOT NULL)::int AS hidden FROM alumni_profiles`)
  ).rows;
  return { profiles: Number(counts.profiles), listed: Number(counts.listed), hidden: Number(counts.hidden) };
}
