import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { menteeScreenFor, mentorScreenFor } from '@sla/permissions';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { mentorMessages } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { mentorMessageMail } from './mentorMessageMail.js';
import { otherSide, type OpenMentorship } from './openMentorship.js';
import { peopleByUid } from './people.js';
import { pageUrl } from '../../i18n/pageUrl.js';

/** A message sent this soon after an earlier one the recipient has not read yet is in the same e-mail's news. */
export const MAIL_PAUSE_MS = 15 * 60_000;

/** Where the recipient answers: the mentee's mentor screen in their portal, or the mentee screen the mentor's role opens. */
export function threadPath(open: OpenMentorship, recipientRole: string | null): string {
  // The mentee: a student at /student/mentor, an alumnus who asked for a mentor at /alumni/mentor (decision 0052).
  if (open.you === 'mentor') return mentorScreenFor(recipientRole) ?? '/dashboard';
  return menteeScreenFor(recipientRole, open.row.id) ?? '/dashboard';
}

/**
 * Queues the e-mail about `message` to the other side, in the transaction that saved it. A burst is one e-mail: none
 * when the sender's previous message, sent within MAIL_PAUSE_MS, is still unread. enqueueMail leaves it out when the
 * recipient turned "messages" off.
 */
export async function tellOtherSide(
  tx: Db,
  ctx: ServiceContext,
  open: OpenMentorship,
  message: { id: string; body: string; sentAt: Date },
): Promise<void> {
  const sender = open.caller.token.uid;
  const [unreadBefore] = await tx
    .select({ id: mentorMessages.id })
    .from(mentorMessages)
    .where(
      and(
        eq(mentorMessages.mentorshipId, open.row.id),
        eq(mentorMessages.authorUid, sender),
        ne(mentorMessages.id, message.id),
        isNull(mentorMessages.readAt),
        gt(mentorMessages.sentAt, new Date(message.sentAt.getTime() - MAIL_PAUSE_MS)),
      ),
    )
    .limit(1);
  if (unreadBefore) return;
  const recipientUid = otherSide(open);
  const people = await peopleByUid(tx, [sender, recipientUid]);
  const recipient = people.get(recipientUid)!;
  if (!recipient.email) return;
  await enqueueMail(
    tx,
    mentorMessageMail({
      to: recipient.email,
      locale: recipient.locale,
      recipientName: recipient.displayName,
      senderName: people.get(sender)!.displayName,
      from: open.you,
      body: message.body,
      threadUrl: pageUrl(ctx.settings.siteUrl, threadPath(open, recipient.role), recipient.locale),
      dedupeKey: `mentor_message:${message.id}`,
    }),
    message.sentAt,
  );
}
