import type { ApplicationWithProgram } from '../applications/loadApplication.js';
import { applicantStatus } from '../applications/decisionRelease.js';

/**
 * The reference rule an application was started under (its form's copy, decision 0011): how many referees, and the
 * letters' deadline: the form's own, else the programme's window close as it stands now (null: none).
 */
export function referenceRulesOf(row: ApplicationWithProgram): { count: number; dueAt: Date | null } {
  const settings = row.form.references;
  const count = settings?.count ?? 0;
  const dueAt = settings?.dueAt ? new Date(settings.dueAt) : row.program.closesAt;
  return { count, dueAt };
}

export type LetterState = 'wanted' | 'withdrawn' | 'decided';

/** Whether letters are still wanted: not once the applicant withdrew or a decision reached them. */
export function letterState(row: ApplicationWithProgram, now: Date): LetterState {
  const { status } = applicantStatus(row, now);
  if (status === 'withdrawn') return 'withdrawn';
  if (status === 'decided') return 'decided';
  return 'wanted';
}

export const isPast = (dueAt: Date | null, now: Date) => dueAt !== null && now >= dueAt;
