import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { alumniConversations, users } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { translator } from '../../i18n/translator.js';
import { alumniMessageMail } from '../../mail/templates/alumniMessage.js';
import type { ConversationRow, ConversationSide } from './openConversation.js';
import { FORMER_MEMBER, peopleAsSeenBy } from './people.js';
import { pageUrl } from '../../i18n/pageUrl.js';

/** A message this soon after the recipient's last notice, while they have not read since, is news of the same e-mail. */
export const MAIL_PAUSE_MS = 15 * 60_000;

/** The screen where the recipient reads the conversation. */
export const conversationPath = (id: string) => `/alumni/messages/${id}`;

/**
 * Queues the e-mail about `message` to the recipient, in the transaction that saved it (the conversation row is held
 * FOR UPDATE there, so two messages at once cannot both decide to e-mail). A burst is one e-mail: none when the
 * recipient was e-mailed about this conversation less than MAIL_PAUSE_MS ago and has not read it since. enqueueMail
 * leaves it out when the recipient turned "messages" off.
 */
export async function tellRecipient(
  tx: Db,
  ctx: ServiceContext,
  conversation: ConversationRow,
  recipient: ConversationSide,
  message: { id: string; senderUid: string; body: string; sentAt: Date },
): Promise<void> {
  const notifiedAt = recipient === 'first' ? conversation.firstNotifiedAt : conversation.secondNotifiedAt;
  const readAt = recipient === 'first' ? conversation.firstReadAt : conversation.secondReadAt;
  const readSinceNotice = readAt !== null && notifiedAt !== null && readAt >= notifiedAt;
  const recent = notifiedAt !== null && message.sentAt.getTime() - notifiedAt.getTime() < MAIL_PAUSE_MS;
  if (recent && !readSinceNotice) return;

  await tx
    .update(alumniConversations)
    .set(recipient === 'first' ? { firstNotifiedAt: message.sentAt } : { secondNotifiedAt: message.sentAt })
    .where(eq(alumniConversations.id, conversation.id));
  const recipientUid = recipient === 'first' ? conversation.firstUid : conversation.secondUid;
  const [account] = await tx
    .select({ email: users.email, displayName: users.displayName, locale: users.locale })
    .from(users)
    .where(eq(users.uid, recipientUid));
  if (!account?.email) return;
  const sender = (await peopleAsSeenBy(tx, [message.senderUid], 'alumni')).get(message.senderUid)!;
  await enqueueMail(
    tx,
    alumniMessageMail({
      to: account.email,
      locale: account.locale,
      recipientName: account.displayName,
      senderName: sender.name === FORMER_MEMBER ? translator(account.locale)(FORMER_MEMBER) : sender.name,
      body: message.body,
      conversationUrl: pageUrl(ctx.settings.siteUrl, conversationPath(conversation.id), account.locale),
      dedupeKey: `alumni_message:${message.id}`,
    }),
    message.sentAt,
  );
}
