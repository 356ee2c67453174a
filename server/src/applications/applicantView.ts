import type { Application, ApplicationSummary } from '@sla/contract';
import type { ApplicationEventRow } from '../db/schema.js';
import { applicantTimeline } from './applicantTimeline.js';
import { applicantStatus, decisionReleased } from './decisionRelease.js';
import type { ApplicationWithProgram, FileMeta } from './loadApplication.js';
import { canTransition } from './statusMachine.js';
import { toUploadedFile } from './toUploadedFile.js';
import { isOpen } from './windowRules.js';

const programRef = (row: ApplicationWithProgram) => ({ id: row.program.id, slug: row.program.slug, name: row.program.name });

/**
 * When the application last changed in a way its applicant can see. Staff work before a release
 * (reviewers, scores, a decision not yet released) moves `updated_at` too, and showing that would
 * say "something happened" before the decision is out.
 */
function visibleUpdatedAt(row: ApplicationWithProgram, now: Date): Date {
  if (row.status === 'draft') return row.updatedAt;
  if (row.status === 'withdrawn') return row.withdrawnAt ?? row.updatedAt;
  if (decisionReleased(row, now)) return new Date(Math.max(row.releasedAt!.getTime(), row.decisionReleaseAt!.getTime()));
  return row.submittedAt ?? row.createdAt;
}

/** One line of "my applications": status and decision as the applicant may know them. */
export function toApplicationSummary(row: ApplicationWithProgram, now: Date): ApplicationSummary {
  return {
    id: row.id,
    program: programRef(row),
    ...applicantStatus(row, now),
    closesAt: row.program.closesAt?.toISOString() ?? null,
    timeZone: row.program.timeZone,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: visibleUpdatedAt(row, now).toISOString(),
  };
}

/**
 * The application as its applicant sees it (pure: the caller loads, this decides what shows). A decision not yet
 * released reads as "under review", and staff-only events never appear.
 */
export function applicantView(
  row: ApplicationWithProgram,
  events: readonly ApplicationEventRow[],
  files: readonly FileMeta[],
  now: Date,
): Application {
  const released = decisionReleased(row, now);
  return {
    ...toApplicationSummary(row, now),
    form: row.form,
    answers: row.answers,
    files: files.map(toUploadedFile),
    timeline: applicantTimeline(row, events, now),
    canEdit: row.status === 'draft' && isOpen(row.program, now),
    resumeStep: row.status === 'draft' ? (row.resumeStep ?? 1) : 1,
    canWithdraw: canTransition(row.status, 'withdraw', released),
  };
}
