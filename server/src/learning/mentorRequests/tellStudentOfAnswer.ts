import { MENTOR_REQUEST_NAMELESS, MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mentorRequestAnsweredMail } from '../../mail/templates/mentorRequestAnswered.js';
import { createNotice } from '../../notices/createNotice.js';
import { mentorPagePath, personToTell } from './people.js';

/**
 * The one who asked (a student, or an alumnus: decision 0052) hears the mentor's answer, on their own portal's page, in the answer's transaction: a notice, and an e-mail in their language (once
 * per request). A decline gives no reason, in either.
 */
export async function tellStudentOfAnswer(
  ctx: ServiceContext,
  tx: Db,
  answer: {
    requestId: string;
    studentUid: string;
    askedAs: 'student' | 'alumni';
    mentorName: string | null;
    accepted: boolean;
    now: Date;
  },
): Promise<void> {
  const { requestId, studentUid, mentorName, accepted, now } = answer;
  const path = mentorPagePath(answer.askedAs);
  await createNotice(tx, {
    userId: studentUid,
    text: accepted
      ? MENTOR_REQUEST_NOTICES.accepted(mentorName ?? MENTOR_REQUEST_NAMELESS.yourMentor)
      : MENTOR_REQUEST_NOTICES.declined(mentorName ?? MENTOR_REQUEST_NAMELESS.mentor),
    link: path,
    now,
  });
  const student = await personToTell(tx, studentUid);
  if (!student?.email) return;
  await enqueueMail(
    tx,
    mentorRequestAnsweredMail({
      to: student.email,
      locale: student.locale,
      recipientName: student.displayName,
      mentorName,
      accepted,
      mentorPageUrl: pageUrl(ctx.settings.siteUrl, path, student.locale),
      dedupeKey: `mentor_request_answered:${requestId}`,
    }),
    now,
  );
}
