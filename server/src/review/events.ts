import type { TimelineEventType } from '@sla/contract';
import type { Db } from '../db/database.js';
import { applicationEvents, type ApplicationEventRow } from '../db/schema.js';

/** Events only staff see on an application's timeline; the applicant sees TimelineEventType only. */
export const STAFF_EVENT_TYPES = [
  'reviewer_assigned',
  'reviewer_removed',
  'conflict_declared',
  'review_submitted',
  'decision_recorded',
  'student_role_assigned',
  'student_role_refused',
] as const;
export type StaffEventType = (typeof STAFF_EVENT_TYPES)[number];

/** The words for events written without a text of their own (by the applicant side). */
const DEFAULT_TEXT: Record<string, string> = {
  started: 'Started',
  submitted: 'Submitted',
  review_started: 'Under review',
  decision_released: 'Decision released',
  withdrawn: 'Withdrawn',
};

/** Records what happened, with the sentence the timeline shows (kept in `detail.text`). */
export async function addEvent(
  tx: Db,
  event: {
    applicationId: string;
    type: TimelineEventType | StaffEventType;
    actorUid: string | null;
    text: string;
    at: Date;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    type: event.type,
    actorUid: event.actorUid,
    detail: { ...event.detail, text: event.text },
    at: event.at,
  });
}

/** An event as the staff timeline shows it. */
export function toStaffTimelineEvent(row: ApplicationEventRow): { type: TimelineEventType; at: string; text: string } {
  const text =
    typeof row.detail?.text === 'string'
      ? row.detail.text
      : (DEFAULT_TEXT[row.type] ?? row.type.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase()));
  // Staff events share the timeline; their types go beyond TimelineEventType (see StaffApplication.timeline).
  return { type: row.type as TimelineEventType, at: row.at.toISOString(), text };
}

export const decisionText = (decision: string) => `Decision: ${decision}`;
