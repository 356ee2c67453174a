import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DataError, type CohortMember } from '@sla/contract';
import { pairMentorInput, parseInput } from '@sla/contract/schemas';
import { COHORT_MESSAGES, PAIRING_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorships } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { memberOf } from '../cohorts/listMembers.js';
import { lockMember } from '../cohorts/lockMember.js';
import { closeOtherRequests } from '../mentorRequests/closeOtherRequests.js';
import { endMentorship } from './endMentorship.js';
import { isMentorCandidate } from './mentorCandidates.js';

const refuseMentor = (message: string) => new DataError('invalid_input', message, { mentorUid: message });

/**
 * Pairs an active member of the cohort with a mentor (manage_program_settings): the current pairing ends and a new one
 * starts, in one transaction. Choosing the mentor they already have changes nothing, so their thread carries on.
 */
export async function pairMentor(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  uid: string,
  body: unknown,
): Promise<CohortMember> {
  const staff = await requirePermission(ctx, caller, 'manage_program_settings', { action: 'pair_mentor', cohortId, uid });
  const { mentorUid } = parseInput(pairMentorInput, body);
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const member = await lockMember(tx, cohortId, uid);
      if (member?.status !== 'active') throw new DataError('not_found', COHORT_MESSAGES.noSuchMember);
      if (mentorUid === uid) throw refuseMentor(PAIRING_MESSAGES.notSelf);
      if (!(await isMentorCandidate(tx, mentorUid))) throw refuseMentor(PAIRING_MESSAGES.notCandidate);
      const [current] = await tx
        .select({ mentorUid: mentorships.mentorUid })
        .from(mentorships)
        .where(and(eq(mentorships.studentUid, uid), isNull(mentorships.endedAt)));
      if (current?.mentorUid === mentorUid) return;
      await endMentorship(tx, uid, now, staff.token.uid);
      await tx.insert(mentorships).values({
        id: randomUUID(),
        studentUid: uid,
        mentorUid,
        cohortId,
        pairedBy: staff.token.uid,
        pairedAt: now,
      });
      // Requests the student sent for a mentor close: they have one now (decision 0047).
      await closeOtherRequests(tx, uid, now);
    });
  } catch (error) {
    // The student's membership of another cohort was paired at the same moment (mentorships_one_current).
    if (pgErrorCode(error) === '23505') throw new DataError('conflict', PAIRING_MESSAGES.pairedMeanwhile);
    throw error;
  }
  return memberOf(ctx.db, cohortId, uid);
}
