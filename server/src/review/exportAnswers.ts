import { eq, inArray } from 'drizzle-orm';
import type { ApplicationForm, Answers, FormQuestion, Rubric } from '@sla/contract';
import type { CsvCell } from '../csv/csvRow.js';
import type { Db } from '../db/database.js';
import { applicationFiles, applications, reviews, users } from '../db/schema.js';

/** What the export adds to each application's row when answers are asked for. */
export interface ExportDetails {
  answers: Answers;
  files: { id: string; questionId: string; name: string }[];
  reviews: { reviewer: string; weightedScore: number; scores: Record<string, number> }[];
}

/** Where staff open an application (sign-in needed): a file's cell points there, as the file needs a session. */
export const staffApplicationUrl = (siteUrl: string, id: string) => `${siteUrl}/admin/applications/${encodeURIComponent(id)}`;

/** Every question of the form, in its order: one column each, named by its label (and its section's when repeated). */
export function answerColumns(form: ApplicationForm): { question: FormQuestion; header: string }[] {
  const all = form.sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
  const repeated = (label: string) => all.filter((item) => item.question.label === label).length > 1;
  return all.map(({ section, question }) => ({
    question,
    header: repeated(question.label) ? `${question.label} (${section.title})` : question.label,
  }));
}

/** For each review slot (1 to `slots`): the reviewer, the weighted score, then one column per rubric criterion. */
export function reviewColumns(rubric: Rubric, slots: number): string[] {
  return Array.from({ length: slots }, (_, index) => {
    const n = index + 1;
    return [`reviewer_${n}`, `reviewer_${n}_score`, ...rubric.criteria.map((criterion) => `reviewer_${n}_${criterion.label}`)];
  }).flat();
}

/** One application's answer and review cells, in the order of answerColumns and reviewColumns. */
export function detailCells({
  id,
  details,
  columns,
  rubric,
  slots,
  siteUrl,
}: {
  id: string;
  details: ExportDetails | undefined;
  columns: { question: FormQuestion }[];
  rubric: Rubric;
  slots: number;
  siteUrl: string;
}): CsvCell[] {
  const answerCells = columns.map(({ question }) => {
    if (question.type === 'file') {
      const files = details?.files.filter((file) => file.questionId === question.id) ?? [];
      return files.length ? files.map((file) => `${file.name} — ${staffApplicationUrl(siteUrl, id)}`).join('\n') : null;
    }
    const value = details?.answers[question.id];
    return Array.isArray(value) ? value.join('; ') : (value ?? null);
  });
  const reviewCells = Array.from({ length: slots }, (_, index) => {
    const review = details?.reviews[index];
    if (!review) return [null, null, ...rubric.criteria.map(() => null)];
    return [
      review.reviewer,
      Math.round(review.weightedScore * 10) / 10,
      ...rubric.criteria.map((c) => review.scores[c.id] ?? null),
    ];
  }).flat();
  return [...answerCells, ...reviewCells];
}

/** The answers, files and submitted reviews of a batch of applications, in three queries. */
export async function exportDetails(db: Db, ids: string[]): Promise<Map<string, ExportDetails>> {
  const details = new Map<string, ExportDetails>();
  if (!ids.length) return details;
  const [answerRows, fileRows, reviewRows] = await Promise.all([
    db.select({ id: applications.id, answers: applications.answers }).from(applications).where(inArray(applications.id, ids)),
    db
      .select({
        id: applicationFiles.id,
        applicationId: applicationFiles.applicationId,
        questionId: applicationFiles.questionId,
        name: applicationFiles.name,
      })
      .from(applicationFiles)
      .where(inArray(applicationFiles.applicationId, ids))
      .orderBy(applicationFiles.uploadedAt),
    db
      .select({
        applicationId: reviews.applicationId,
        reviewer: users.displayName,
        reviewerUid: reviews.reviewerUid,
        weightedScore: reviews.weightedScore,
        scores: reviews.scores,
      })
      .from(reviews)
      .leftJoin(users, eq(users.uid, reviews.reviewerUid))
      .where(inArray(reviews.applicationId, ids))
      .orderBy(reviews.submittedAt),
  ]);
  for (const row of answerRows) details.set(row.id, { answers: row.answers, files: [], reviews: [] });
  for (const file of fileRows) details.get(file.applicationId)?.files.push(file);
  for (const review of reviewRows)
    details.get(review.applicationId)?.reviews.push({
      reviewer: review.reviewer ?? review.reviewerUid,
      weightedScore: review.weightedScore,
      scores: review.scores,
    });
  return details;
}
