import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FollowUpKind } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { followUpEntries, followUps, messages } from '../../db/schema.js';

/** One message or pledge sent from the account's address and what was said since, as the sender's reply link shows it. */
export interface ExportedFollowUp {
  /** The message's or pledge's id, as in messagesToStaff and pledges. */
  id: string;
  kind: FollowUpKind;
  receivedAt: string;
  /** What was written (a pledge has no words: its details are in pledges). */
  message: string;
  /** Our team's replies and the sender's answers, oldest first; staff's internal notes and who wrote a reply are not. */
  conversation: { from: 'you' | 'our team'; body: string; at: string }[];
}

/**
 * The follow-up inbox's threads of the messages, get-involved forms and pledges sent from the account's address
 * (decision 0049): what the sender's reply links show, and no more. Only for an address the identity provider verified
 * (null: none): the replies are our words to whoever reads that mailbox, as the link e-mailed to it proves.
 */
export async function followUpsExport(db: Db, verifiedEmail: string | null): Promise<ExportedFollowUp[]> {
  if (!verifiedEmail) return [];
  const items = await db
    .select({ id: followUps.id, kind: followUps.kind, receivedAt: followUps.receivedAt })
    .from(followUps)
    .where(eq(followUps.emailKey, verifiedEmail.toLowerCase()))
    .orderBy(asc(followUps.receivedAt), asc(followUps.id));
  if (!items.length) return [];
  const ids = items.map((item) => item.id);
  const [texts, entries] = await Promise.all([
    db.select({ id: messages.id, text: messages.message }).from(messages).where(inArray(messages.id, ids)),
    // Never a note: those are staff's own working record. Never author_uid: the sender saw "our team".
    db
      .select({
        followUpId: followUpEntries.followUpId,
        type: followUpEntries.type,
        body: followUpEntries.body,
        createdAt: followUpEntries.createdAt,
      })
      .from(followUpEntries)
      .where(and(inArray(followUpEntries.followUpId, ids), ne(followUpEntries.type, 'note')))
      .orderBy(asc(followUpEntries.createdAt), asc(followUpEntries.id)),
  ]);
  const textOf = new Map(texts.map((row) => [row.id, row.text]));
  return items.map((item) => ({
    id: item.id,
    kind: item.kind,
    receivedAt: item.receivedAt.toISOString(),
    message: textOf.get(item.id) ?? '',
    conversation: entries
      .filter((entry) => entry.followUpId === item.id)
      .map((entry) => ({
        from: entry.type === 'answer' ? ('you' as const) : ('our team' as const),
        body: entry.body,
        at: entry.createdAt.toISOString(),
      })),
  }));
}
