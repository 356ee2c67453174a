import { eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import { declineMentorRequestInput, parseInput } from '@sla/contract/schemas';
import { MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniBlocks, mentorRequests } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mentorRequestAnsweredMail } from '../../mail/templates/mentorRequestAnswered.js';
import { createNotice } from '../../notices/createNotice.js';
import { lockOpenRequest } from './loadRequest.js';
import { MENTOR_PAGE_PATH, nameOf, personToTell } from './people.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

/**
 * POST /mentoring/requests/:id/decline: the mentor declines, no reason asked. The student is told kindly (a notice and
 * an e-mail that give no reason). With `block`, the mentor also blocks the student (the network's own block, so it
 * holds in messages too once they are alumni): the student no longer sees them and cannot ask again; the student is
 * never told of it.
 */
export async function declineMentorRequest(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<MentorRequest> {
  const mentor = await requirePermission(ctx, caller, 'network_with_alumni', { action: 'decline_mentor_request', id });
  const me = mentor.token.uid;
  const { block } = parseInput(declineMentorRequestInput, body ?? {});
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, id, (row) => row.mentorUid === me);
    await tx.update(mentorRequests).set({ status: 'declined', answeredAt: now }).where(eq(mentorRequests.id, id));
    if (block) {
      await tx
        .insert(alumniBlocks)
        .values({ blockerUid: me, blockedUid: request.studentUid, createdAt: now })
        .onConflictDoNothing({ target: [alumniBlocks.blockerUid, alumniBlocks.blockedUid] });
    }
    const mentorName = nameOf(mentor.profile, 'The mentor');
    await createNotice(tx, {
      userId: request.studentUid,
      text: MENTOR_REQUEST_NOTICES.declined(mentorName),
      link: MENTOR_PAGE_PATH,
      now,
    });
    const student = await personToTell(tx, request.studentUid);
    if (student?.email) {
      await enqueueMail(
        tx,
        mentorRequestAnsweredMail({
          to: student.email,
          locale: student.locale,
          recipientName: student.displayName,
          mentorName,
          accepted: false,
          mentorPageUrl: pageUrl(ctx.settings.siteUrl, MENTOR_PAGE_PATH, student.locale),
          dedupeKey: `mentor_request_answered:${id}`,
        }),
        now,
      );
    }
  });
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
