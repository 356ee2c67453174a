import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApplicationForm, Rubric } from '@sla/contract';
import {
  applicationFiles,
  applications,
  reviewAssignments,
  reviews,
  type ApplicationRow,
  type ProgramRow,
} from '../../db/schema.js';
import { addProgram } from '../../testing/fixtures.js';
import type { TestService } from '../../testing/testService.js';

export const FORM: ApplicationForm = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'why', type: 'long_text', label: 'Why this programme?', required: true, wordLimit: 300 },
        { id: 'cv', type: 'file', label: 'Your CV', required: false, accept: ['application/pdf'], maxSizeMb: 5 },
      ],
    },
  ],
};

/** Two criteria with different weights and scales, so the weighted score is worth checking. */
export const RUBRIC: Rubric = {
  criteria: [
    { id: 'curiosity', label: 'Curiosity', weight: 3, scaleMin: 1, scaleMax: 5 },
    { id: 'clarity', label: 'Clarity', weight: 1, scaleMin: 0, scaleMax: 10 },
  ],
};

export const GOOD_REVIEW = { scores: { curiosity: 5, clarity: 10 }, comment: 'Strong.', recommendation: 'accept' };

export function addReviewProgram(service: TestService, slug: string, fields: Partial<ProgramRow> = {}): Promise<ProgramRow> {
  return addProgram(service, { slug, name: `Programme ${slug}`, form: FORM, rubric: RUBRIC, ...fields });
}

let clock = Date.UTC(2026, 1, 1);

/** An application inserted as it would be after the applicant's part; submitted unless said otherwise. */
export async function addApplication(
  service: TestService,
  fields: Partial<ApplicationRow> & { userId: string; programId: string },
): Promise<ApplicationRow> {
  const at = new Date((clock += 60_000));
  const status = fields.status ?? 'submitted';
  const [row] = await service.database.db
    .insert(applications)
    .values({
      id: randomUUID(),
      status,
      form: FORM,
      answers: { why: 'Because I love finding things out.' },
      studentRole: 'not_applicable',
      reviewers: 0,
      reviewsSubmitted: 0,
      submittedAt: status === 'draft' ? null : at,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}

export async function assign(service: TestService, applicationId: string, reviewerUid: string): Promise<void> {
  await service.database.db
    .insert(reviewAssignments)
    .values({ applicationId, reviewerUid, assignedBy: reviewerUid, assignedAt: new Date(clock) });
  await service.database.db.execute(sql`UPDATE applications SET reviewers = reviewers + 1 WHERE id = ${applicationId}`);
}

export async function addReviewRow(
  service: TestService,
  applicationId: string,
  reviewerUid: string,
  weightedScore: number,
): Promise<void> {
  const at = new Date(clock);
  await service.database.db.insert(reviews).values({
    applicationId,
    reviewerUid,
    scores: { curiosity: 3, clarity: 5 },
    weightedScore,
    comment: 'Fine.',
    recommendation: 'waitlist',
    submittedAt: at,
    updatedAt: at,
  });
}

export async function addFile(
  service: TestService,
  applicationId: string,
  fields: { name?: string; type?: string; content?: Buffer } = {},
): Promise<string> {
  const id = randomUUID();
  const content = fields.content ?? Buffer.from('%PDF-1.4 test');
  await service.database.db.insert(applicationFiles).values({
    id,
    applicationId,
    questionId: 'cv',
    name: fields.name ?? 'cv.pdf',
    type: fields.type ?? 'application/pdf',
    size: content.length,
    content,
    uploadedBy: 'someone',
    uploadedAt: new Date(clock),
  });
  return id;
}

/** The review tables as text, to show that a refusal changed nothing. */
export async function reviewSnapshot(service: TestService): Promise<string> {
  const tables = [
    'users',
    'applications',
    'application_events',
    'review_assignments',
    'reviews',
    'review_conflicts',
    'notices',
    'outbox',
  ];
  const rows = [];
  for (const table of tables) rows.push(await service.rows(sql`SELECT * FROM ${sql.identifier(table)} ORDER BY 1, 2`));
  return JSON.stringify(rows);
}

export const permissionChecks = (service: TestService, uid: string) =>
  service.count(
    sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = ${uid} AND granted = false`,
  );
