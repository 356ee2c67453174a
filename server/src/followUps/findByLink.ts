import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { FOLLOW_UP_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../db/database.js';
import { followUpLinks, type FollowUpRow } from '../db/schema.js';
import { FOLLOW_UP_LINK_DAYS, hashOfFollowUpToken } from './links.js';
import { findFollowUp } from './loadThread.js';

const DAY_MS = 86_400_000;

/**
 * The item a reply link opens, or the one 404 for every link that cannot be used: unknown, older than 90 days, or of a
 * sender who has since deleted their account (their links were removed then; this also covers one issued in between).
 * The same words each time, so a guess learns nothing. `lock` takes the item's row for an answer.
 */
export async function findByLink(db: Db, token: string, now: Date, options: { lock?: boolean } = {}): Promise<FollowUpRow> {
  const badLink = () => new DataError('not_found', FOLLOW_UP_MESSAGES.badLink);
  // A link is 43 base64url characters; anything else is not one of ours, and is not worth a query.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw badLink();
  const [link] = await db
    .select()
    .from(followUpLinks)
    .where(eq(followUpLinks.tokenHash, hashOfFollowUpToken(token)))
    .limit(1);
  if (!link || now.getTime() - link.issuedAt.getTime() > FOLLOW_UP_LINK_DAYS * DAY_MS) throw badLink();
  const item = await findFollowUp(db, link.followUpId, options).catch(() => null);
  if (!item || item.senderGoneAt) throw badLink();
  return item;
}
