import type { ApplicationStatus, Decision } from '@sla/contract';
import type { ApplicationRow } from '../db/schema.js';

export type ReleaseFields = Pick<ApplicationRow, 'status' | 'decision' | 'decisionReleaseAt' | 'releasedAt'>;

/**
 * Whether the applicant may know the decision: it was released (released_at is set) and its release time has come.
 * Until then they see "under review", so staff can decide in advance and release together.
 */
export function decisionReleased(row: ReleaseFields, now: Date): boolean {
  return row.decision !== null && row.releasedAt !== null && row.decisionReleaseAt !== null && row.decisionReleaseAt <= now;
}

/** The status and decision as the applicant sees them. */
export function applicantStatus(row: ReleaseFields, now: Date): { status: ApplicationStatus; decision: Decision | null } {
  if (row.status === 'decided' && !decisionReleased(row, now)) return { status: 'under_review', decision: null };
  return { status: row.status, decision: row.status === 'decided' ? row.decision : null };
}
