import { sql } from 'drizzle-orm';
import { deliverDueMail } from '../mail/deliverDueMail.js';
import { outboxOnlyTransport } from '../mail/transports/outboxOnly.js';
import type { TestService } from './testService.js';

export interface QueuedMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  status: string;
}

/** Every e-mail in the outbox, oldest first. */
export function mailIn(service: TestService): Promise<QueuedMail[]> {
  return service.rows(
    sql`SELECT id, kind, to_address AS "to", reply_to AS "replyTo", subject, body_text AS "text", body_html AS "html", headers, status FROM outbox ORDER BY id`,
  );
}

/** Delivers what is due, as the service's mail worker would with no mail server configured. */
export async function deliverToOutbox(service: TestService): Promise<void> {
  while ((await deliverDueMail(service.ctx, outboxOnlyTransport)).claimed);
}

/** The first link to the site in a text, e.g. a confirmation link. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[0];
}
