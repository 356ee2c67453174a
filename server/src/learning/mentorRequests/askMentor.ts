import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { DataError, type MentorRequest } from '@sla/contract';
import { MENTOR_REQUEST_LIMITS, MENTOR_REQUEST_MESSAGES, mentorRequestInput, parseInput } from '@sla/contract/schemas';
import { MENTOR_REQUEST_NAMELESS, MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { mentorRequests, users } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mentorRequestedMail } from '../../mail/templates/mentorRequested.js';
import { createNotice } from '../../notices/createNotice.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { MENTOR_REQUESTS_PER_STUDENT } from '../../rateLimit/rules.js';
import { askerWhoMayAsk, currentMentorshipOf } from './asker.js';
import { offeredMentorSql } from './offeredMentors.js';
import { MENTEES_PATH, nameOf, personToTell } from './people.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

const conflict = (message: string) => new DataError('conflict', message);

/**
 * POST /mentoring/requests: a student, or an alumnus in their first years (decision 0052), asks an alumnus who offered
 * to mentor (decision 0047); anyone else who may call it (an alumnus past those years, an admin) gets 403 in words.
 * Refused when the student
 * has a mentor, already asked this one, or has MENTOR_REQUEST_LIMITS.openPerStudent waiting; someone not on offer
 * (including anyone who blocked the student, or whom they blocked) is refused with the same words, so a block is never
 * revealed. The student's users row is locked so two requests at once cannot pass the limit. The mentor gets a notice
 * and an e-mail in their language in the same transaction. Rate limited per student.
 */
export async function askMentor(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<MentorRequest> {
  const { caller: student, as: askedAs } = await askerWhoMayAsk(ctx, caller, { action: 'ask_mentor' });
  const me = student.token.uid;
  const input = parseInput(mentorRequestInput, body);
  await enforceRateLimits(ctx, [[MENTOR_REQUESTS_PER_STUDENT, me]], MENTOR_REQUEST_MESSAGES.tooManyRequests);
  const now = ctx.now();
  const id = randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.select({ uid: users.uid }).from(users).where(eq(users.uid, me)).for('update');
      const [offered] = await tx.select({ yes: offeredMentorSql(sql`${input.mentorUid}`, me) }).from(sql`(SELECT 1) AS one`);
      if (!offered?.yes) {
        throw new DataError('invalid_input', MENTOR_REQUEST_MESSAGES.noSuchMentor, {
          mentorUid: MENTOR_REQUEST_MESSAGES.noSuchMentor,
        });
      }
      if (await currentMentorshipOf(tx, me)) throw conflict(MENTOR_REQUEST_MESSAGES.haveMentor);
      const open = await tx
        .select({ mentorUid: mentorRequests.mentorUid, n: count() })
        .from(mentorRequests)
        .where(and(eq(mentorRequests.studentUid, me), eq(mentorRequests.status, 'open')))
        .groupBy(mentorRequests.mentorUid);
      if (open.some((row) => row.mentorUid === input.mentorUid)) throw conflict(MENTOR_REQUEST_MESSAGES.alreadyAsked);
      if (open.length >= MENTOR_REQUEST_LIMITS.openPerStudent) throw conflict(MENTOR_REQUEST_MESSAGES.tooManyOpen);
      await tx.insert(mentorRequests).values({
        id,
        studentUid: me,
        mentorUid: input.mentorUid,
        note: input.note,
        status: 'open',
        createdAt: now,
        askedAs,
      });
      const studentName = nameOf(
        student.profile,
        askedAs === 'alumni' ? MENTOR_REQUEST_NAMELESS.alumnus : MENTOR_REQUEST_NAMELESS.student,
      );
      await createNotice(tx, {
        userId: input.mentorUid,
        text: MENTOR_REQUEST_NOTICES.received(studentName),
        link: MENTEES_PATH,
        now,
      });
      const mentor = await personToTell(tx, input.mentorUid);
      if (mentor?.email) {
        await enqueueMail(
          tx,
          mentorRequestedMail({
            to: mentor.email,
            locale: mentor.locale,
            recipientName: mentor.displayName,
            // No display name: the e-mail names them in the mentor's language.
            studentName: student.profile?.displayName?.trim() || null,
            askedAs,
            note: input.note,
            answerUrl: pageUrl(ctx.settings.siteUrl, MENTEES_PATH, mentor.locale),
            dedupeKey: `mentor_request:${id}`,
          }),
          now,
        );
      }
    });
  } catch (error) {
    // The same request sent twice at once: mentor_requests_one_open.
    if (pgErrorCode(error) === '23505') throw conflict(MENTOR_REQUEST_MESSAGES.alreadyAsked);
    throw error;
  }
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
