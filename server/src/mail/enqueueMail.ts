import { honourEmailPreference } from '../account/optionalMail.js';
import type { Db } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { OutgoingMail } from './outgoingMail.js';

/**
 * Queues an e-mail. Pass the caller's transaction: the mail then exists exactly when what it is
 * about was saved (a form and its acknowledgement commit together or not at all). Nothing is sent
 * here; the mail worker delivers it. Returns false when `dedupeKey` was already queued, or when the
 * mail is optional and its recipient turned its kind off.
 */
export async function enqueueMail(db: Db, outgoing: OutgoingMail, now: Date): Promise<boolean> {
  const mail = await honourEmailPreference(db, outgoing, now);
  if (!mail) return false;
  const inserted = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      dedupeKey: mail.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}
