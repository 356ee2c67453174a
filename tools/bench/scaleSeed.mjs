// The applications scale data set (docs/requirements.md#quality-bars): 50,000 applicants with
// 100,000 applications in the staff queue
// (submitted, under review, decided, withdrawn) and some drafts besides, with reviewer assignments,
// reviews, timelines and released decisions. Every table is filled by one set-based statement
// (INSERT ... SELECT over generate_series), so it takes seconds, on PostgreSQL and on PGlite.
// Used by `npm run bench:applications` and `npm run bench:seed-applications`.
// Runs under tsx (node --import tsx): it reads the demo forms and rubrics from the server's source.
import { sql } from 'drizzle-orm';
import { PROGRAMME_FORMS } from '../../server/src/seed/content/applicationForms.ts';

export const BENCH_REVIEWERS = ['bench-admin', 'bench-staff-1', 'bench-staff-2', 'bench-staff-3'];

const FIRST = [
  'Abena',
  'Babajide',
  'Chipo',
  'Daniel',
  'Ebere',
  'Fikirte',
  'Gift',
  'Halima',
  'Ifeoma',
  'Jomo',
  'Khadija',
  'Lindiwe',
  'Mamadou',
  'Nomvula',
  'Obinna',
  'Precious',
  'Rukia',
  'Sekou',
  'Thandeka',
  'Uchenna',
  'Vusi',
  'Wairimu',
  'Xolani',
  'Yaa',
  'Zodwa',
  'Aminata',
  'Bethlehem',
  'Desta',
  'Esther',
  'Faith',
  'Gbenga',
  'Hawa',
  'Ikenna',
  'Joyce',
  'Kofi',
  'Lulama',
  'Mercy',
  'Nnamdi',
  'Oluwaseun',
  'Palesa',
];
const LAST = [
  'Owusu',
  'Ogunleye',
  'Mutasa',
  'Kiprop',
  'Nnaji',
  'Alemu',
  'Banda',
  'Yusuf',
  'Chukwu',
  'Kariuki',
  'Ouedraogo',
  'Zulu',
  'Sow',
  'Sithole',
  'Eze',
  'Phiri',
  'Hassan',
  'Keita',
  'Mahlangu',
  'Okeke',
  'Nkosi',
  'Gitau',
  'Dube',
  'Asantewaa',
  'Ngcobo',
  'Camara',
  'Girma',
  'Haile',
  'Akinyi',
  'Mwale',
  'Adebayo',
  'Conteh',
  'Nwachukwu',
  'Atieno',
  'Boateng',
  'Mbeki',
  'Chebet',
  'Okafor',
  'Ajayi',
  'Khumalo',
];

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;
const textArray = (items) => `ARRAY[${items.map(literal).join(',')}]`;
const json = (value) => `${literal(JSON.stringify(value))}::jsonb`;

/** The programmes the data set applies to: the demo's two, and a third that only holds drafts. */
const PROGRAMMES = [
  { id: 'bench-programme-stepup', slug: 'stepup-scholars', name: 'StepUp Scholars', ...PROGRAMME_FORMS['stepup-scholars'] },
  { id: 'bench-programme-dynamerge', slug: 'dynamerge', name: 'Dynamerge', ...PROGRAMME_FORMS.dynamerge },
  { id: 'bench-programme-lab', slug: 'research-leadership-lab', name: 'Research Leadership Lab', ...PROGRAMME_FORMS.dynamerge },
];

/**
 * Scores for a review as SQL: criterion k scores clamp(level + ((h + k) % 3) - 1, 1, 5), and the
 * weighted score is the service's formula over the programme's rubric.
 */
function reviewSql(rubric, level, h) {
  const score = (k) => `greatest(1, least(5, ${level} + ((${h} + ${k}) % 3) - 1))`;
  const scores = `jsonb_build_object(${rubric.criteria.map((c, k) => `${literal(c.id)}, ${score(k)}`).join(', ')})`;
  const weights = rubric.criteria.reduce((sum, c) => sum + c.weight, 0);
  const weighted = `round(((${rubric.criteria.map((c, k) => `${c.weight} * (${score(k)} - ${c.scaleMin})::numeric / ${c.scaleMax - c.scaleMin}`).join(' + ')}) / ${weights} * 100)::numeric, 2)::real`;
  return { scores, weighted };
}

/**
 * Fills the data set into `db` (the service's Drizzle database, migrated). Programmes are reused
 * by slug when they exist (a demo database), else created. Returns how many bench applications
 * there are, and the programme ids.
 */
export async function seedScale(db, { users = 50_000, queued = 100_000, drafts = 10_000, log = () => {} } = {}) {
  if (queued > users * 2)
    throw new Error(`At most two queued applications per applicant: ${queued} needs ${Math.ceil(queued / 2)} users.`);
  if (drafts > users) throw new Error(`At most one draft per applicant: ${drafts} needs ${drafts} users.`);
  const execute = (text) => db.execute(sql.raw(text));
  const rowsOf = async (text) => (await execute(text)).rows;
  const step = async (what, text) => {
    const started = Date.now();
    await execute(text);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  // Programmes: reuse the demo's by slug, else create them.
  const ids = [];
  for (const programme of PROGRAMMES) {
    const [existing] = await rowsOf(`SELECT id FROM programs WHERE slug = ${literal(programme.slug)}`);
    if (existing) ids.push(existing.id);
    else {
      await execute(`INSERT INTO programs (id, slug, status, name, time_zone, form, rubric, opens_at, closes_at, created_at, updated_at)
        VALUES (${literal(programme.id)}, ${literal(programme.slug)}, 'active', ${literal(programme.name)}, 'Africa/Nairobi', ${json(programme.form)}, ${json(programme.rubric)},
                timestamptz '2025-01-01', timestamptz '2030-01-01', timestamptz '2025-01-01', timestamptz '2025-01-01')`);
      ids.push(programme.id);
    }
  }
  const [stepup, dynamerge, lab] = ids;

  await step(
    'reviewers',
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
    SELECT uid, uid || '@example.org', initcap(replace(uid, '-', ' ')), CASE WHEN uid = 'bench-admin' THEN 'admin' ELSE 'staff' END, timestamptz '2025-01-01', timestamptz '2025-01-01'
    FROM unnest(${textArray(BENCH_REVIEWERS)}) AS uid ON CONFLICT (uid) DO NOTHING`,
  );

  await step(
    `${users.toLocaleString('en-US')} applicants`,
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
    SELECT 'bench-user-' || g, 'bench.user.' || g || '@example.org',
           (${textArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
           'applicant', at, at
    FROM generate_series(1, ${users}) AS g, LATERAL (SELECT timestamptz '2025-01-01' + g * interval '37 seconds' AS at) AS t
    ON CONFLICT (uid) DO NOTHING`,
  );

  // Queued application g belongs to applicant ((g - 1) % users) + 1: the first `users` go to
  // StepUp, the rest to Dynamerge. Status by a scrambled bucket of g: 25% submitted, 35% under
  // review, 32% decided (nine in ten released), 8% withdrawn (a quarter of those before submitting).
  // Times are whole seconds and spread out, with some ties, like real submissions near a deadline.
  await step(
    `${queued.toLocaleString('en-US')} queued applications`,
    `INSERT INTO applications
      (id, user_id, program_id, status, form, answers, decision, decided_by, decided_at, decision_release_at, released_at, student_role,
       reviewers, reviews_submitted, submitted_at, withdrawn_at, created_at, updated_at)
    SELECT 'bench-app-' || lpad(g::text, 7, '0'), 'bench-user-' || ((g - 1) % ${users} + 1), p.id,
           s.status, p.form,
           jsonb_build_object('preferred_name', 'Applicant ' || g, 'country', 'Kenya', 'in_your_words', 'A question worth answering, number ' || g),
           d.decision, CASE WHEN d.decision IS NULL THEN NULL ELSE 'bench-admin' END,
           CASE WHEN d.decision IS NULL THEN NULL ELSE t.submitted + interval '20 days' END,
           CASE WHEN d.decision IS NULL THEN NULL WHEN d.released THEN t.submitted + interval '21 days' ELSE timestamptz '2100-01-01' END,
           CASE WHEN d.released THEN t.submitted + interval '21 days' END,
           CASE WHEN d.decision = 'accepted' AND d.released THEN 'assigned' WHEN d.decision = 'accepted' THEN 'awaiting_release' ELSE 'not_applicable' END,
           CASE WHEN s.status IN ('under_review', 'decided') THEN 2 ELSE 0 END, 0,
           CASE WHEN s.status = 'withdrawn' AND b % 4 = 0 THEN NULL ELSE t.submitted END,
           CASE WHEN s.status = 'withdrawn' THEN t.submitted + interval '3 days' END,
           t.created,
           CASE WHEN d.released THEN t.submitted + interval '21 days' WHEN d.decision IS NOT NULL THEN t.submitted + interval '20 days'
                WHEN s.status = 'withdrawn' THEN t.submitted + interval '3 days' WHEN s.status = 'under_review' THEN t.submitted + interval '2 days' ELSE t.submitted END
    FROM generate_series(1, ${queued}) AS g
    CROSS JOIN LATERAL (SELECT (g::bigint * 7919 % 100)::int AS b, (g::bigint * 104729 % 1000)::int AS h) AS k
    CROSS JOIN LATERAL (SELECT CASE WHEN k.b < 25 THEN 'submitted' WHEN k.b < 60 THEN 'under_review' WHEN k.b < 92 THEN 'decided' ELSE 'withdrawn' END AS status) AS s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.status = 'decided' THEN (ARRAY['accepted', 'waitlisted', 'rejected'])[1 + k.h % 3] END AS decision, s.status = 'decided' AND k.h % 10 <> 0 AS released) AS d
    CROSS JOIN LATERAL (SELECT timestamptz '2025-03-01' + (g % ${users}) * interval '9 minutes' AS created) AS c
    CROSS JOIN LATERAL (SELECT c.created, c.created + (k.h % 7) * interval '1 day' + (k.h % 24) * interval '1 hour' AS submitted) AS t
    JOIN programs p ON p.id = CASE WHEN g <= ${users} THEN ${literal(stepup)} ELSE ${literal(dynamerge)} END
    ON CONFLICT DO NOTHING`,
  );

  await step(
    `${drafts.toLocaleString('en-US')} drafts`,
    `INSERT INTO applications (id, user_id, program_id, status, form, answers, student_role, reviewers, reviews_submitted, created_at, updated_at)
    SELECT 'bench-draft-' || lpad(g::text, 7, '0'), 'bench-user-' || g, ${literal(lab)}, 'draft', p.form, jsonb_build_object('preferred_name', 'Applicant ' || g), 'not_applicable', 0, 0,
           timestamptz '2025-09-01' + g * interval '11 minutes', timestamptz '2025-09-01' + g * interval '11 minutes' + interval '2 hours'
    FROM generate_series(1, ${drafts}) AS g JOIN programs p ON p.id = ${literal(lab)}
    ON CONFLICT DO NOTHING`,
  );

  // Two reviewers on everything under review or decided: a staff member in turn, and the admin.
  await step(
    'reviewer assignments',
    `INSERT INTO review_assignments (application_id, reviewer_uid, assigned_by, assigned_at)
    SELECT a.id, r.uid, 'bench-admin', a.submitted_at + interval '1 day'
    FROM applications a
    CROSS JOIN LATERAL (VALUES ('bench-staff-' || (1 + abs(hashtext(a.id)) % 3)), ('bench-admin')) AS r(uid)
    WHERE a.id LIKE 'bench-app-%' AND a.status IN ('under_review', 'decided')
    ON CONFLICT DO NOTHING`,
  );

  // Reviews: both reviewers on decided applications, the staff member on half of those under review.
  const level = `(CASE a.decision WHEN 'accepted' THEN 5 WHEN 'waitlisted' THEN 3 WHEN 'rejected' THEN 2 ELSE 1 + abs(hashtext(a.id)) % 5 END)`;
  const h = `abs(hashtext(ra.reviewer_uid || a.id))`;
  const programmesWithRubrics = [
    [stepup, PROGRAMMES[0].rubric],
    [dynamerge, PROGRAMMES[1].rubric],
  ];
  for (const [programId, rubric] of programmesWithRubrics) {
    const { scores, weighted } = reviewSql(rubric, level, h);
    await step(
      `reviews (${programId})`,
      `INSERT INTO reviews (application_id, reviewer_uid, scores, weighted_score, comment, recommendation, submitted_at, updated_at)
      SELECT a.id, ra.reviewer_uid, ${scores}, ${weighted}, 'Reviewed at scale.',
             CASE WHEN ${weighted} >= 70 THEN 'accept' WHEN ${weighted} >= 45 THEN 'waitlist' ELSE 'reject' END,
             ra.assigned_at + interval '2 days', ra.assigned_at + interval '2 days'
      FROM applications a JOIN review_assignments ra ON ra.application_id = a.id
      WHERE a.id LIKE 'bench-app-%' AND a.program_id = ${literal(programId)}
        AND (a.status = 'decided' OR (a.status = 'under_review' AND ra.reviewer_uid <> 'bench-admin' AND abs(hashtext(a.id)) % 2 = 0))
      ON CONFLICT DO NOTHING`,
    );
  }
  await step(
    'review counts and mean scores',
    `UPDATE applications a SET reviews_submitted = r.n, average_score = r.mean
    FROM (SELECT application_id, count(*)::int AS n, avg(weighted_score)::real AS mean FROM reviews WHERE application_id LIKE 'bench-app-%' GROUP BY application_id) AS r
    WHERE a.id = r.application_id`,
  );

  await step(
    'timelines',
    `INSERT INTO application_events (application_id, type, actor_uid, detail, at)
    SELECT a.id, e.type, e.actor, jsonb_build_object('text', e.text), e.at
    FROM applications a
    CROSS JOIN LATERAL (VALUES
      ('started', a.user_id, 'Started', a.created_at),
      ('submitted', a.user_id, 'Submitted', a.submitted_at),
      ('review_started', 'bench-admin', 'Under review', CASE WHEN a.reviewers > 0 THEN a.submitted_at + interval '1 day' END),
      ('decision_recorded', 'bench-admin', 'Decision recorded: ' || a.decision, a.decided_at),
      ('decision_released', 'bench-admin', 'Decision: ' || a.decision, a.released_at),
      ('withdrawn', a.user_id, 'Withdrawn', a.withdrawn_at)
    ) AS e(type, actor, text, at)
    WHERE (a.id LIKE 'bench-app-%' OR a.id LIKE 'bench-draft-%') AND e.at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM application_events x WHERE x.application_id = a.id)`,
  );

  await step('statistics (ANALYZE)', 'ANALYZE');
  const [{ n }] = await rowsOf(`SELECT count(*)::int AS n FROM applications WHERE id LIKE 'bench-%'`);
  return { applications: Number(n), programmes: { stepup, dynamerge, lab } };
}
