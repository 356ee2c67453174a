import { eq } from 'drizzle-orm';
import type { Decision } from '@sla/contract';
import { transition } from '../applications/statusMachine.js';
import type { Db } from '../db/database.js';
import { applications } from '../db/schema.js';
import { addEvent } from './events.js';
import { findApplication } from './findApplication.js';

const shown = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Decides one application through the state machine (a released decision cannot change: 409) and
 * sets when the applicant learns it. Until then they still see "under review". An acceptance waits
 * for its release to make the applicant a student. Returns whether the decision is due now.
 */
export async function recordDecision(
  tx: Db,
  id: string,
  deciderUid: string,
  input: { decision: Decision; releaseAt: Date },
  now: Date,
): Promise<boolean> {
  const row = await findApplication(tx, id, deciderUid, { lock: true });
  const status = transition(row.status, 'decide', row.releasedAt !== null);
  await tx
    .update(applications)
    .set({
      status,
      decision: input.decision,
      decidedBy: deciderUid,
      decidedAt: now,
      decisionReleaseAt: input.releaseAt,
      releasedAt: null,
      studentRole: input.decision === 'accepted' ? 'awaiting_release' : 'not_applicable',
      studentRoleMessage: null,
      updatedAt: now,
    })
    .where(eq(applications.id, id));
  const due = input.releaseAt.getTime() <= now.getTime();
  await addEvent(tx, {
    applicationId: id,
    type: 'decision_recorded',
    actorUid: deciderUid,
    text: `Decision recorded: ${input.decision}, ${due ? 'released now' : `to be released ${shown(input.releaseAt)}`}`,
    at: now,
    detail: { decision: input.decision, releaseAt: input.releaseAt.toISOString() },
  });
  return due;
}
