import type { Decision, TimelineEvent, TimelineEventType } from '@sla/contract';
import { DECISION_TIMELINE_TEXT, TIMELINE_TEXT } from '@sla/contract/serviceMessages';
import type { ApplicationEventRow, ApplicationRow } from '../db/schema.js';
import { decisionReleased } from './decisionRelease.js';

/** Only these reach the applicant; anything else (reviewer_assigned, review_submitted, decision_recorded, ...) is staff-only. */
const APPLICANT_EVENT_TYPES: ReadonlySet<string> = new Set<TimelineEventType>([
  'started',
  'submitted',
  'review_started',
  'decision_released',
  'withdrawn',
]);

const isDecision = (value: unknown): value is Decision => value === 'accepted' || value === 'waitlisted' || value === 'rejected';

/**
 * What happened, as the applicant may know it: their own steps and the review's milestones, never who reviewed or
 * scored, and a decision only once it is released.
 */
export function applicantTimeline(
  row: Pick<ApplicationRow, 'status' | 'decision' | 'decisionReleaseAt' | 'releasedAt'>,
  events: readonly ApplicationEventRow[],
  now: Date,
): TimelineEvent[] {
  const released = decisionReleased(row, now);
  const timeline: TimelineEvent[] = [];
  for (const event of events) {
    if (!APPLICANT_EVENT_TYPES.has(event.type)) continue;
    const type = event.type as TimelineEventType;
    if (type === 'decision_released') {
      if (!released) continue;
      const decision = isDecision(event.detail?.decision) ? event.detail.decision : row.decision;
      timeline.push({
        type,
        at: event.at.toISOString(),
        text: DECISION_TIMELINE_TEXT[decision ?? 'released'],
      });
    } else {
      timeline.push({ type, at: event.at.toISOString(), text: TIMELINE_TEXT[type] });
    }
  }
  return timeline;
}
