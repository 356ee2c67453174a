import type { FollowUpKind } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import type { Db } from '../db/database.js';
import { followUps } from '../db/schema.js';

/**
 * Puts a message or pledge just received into the follow-up inbox, as new, in the transaction that stores it: the item
 * exists exactly when the message does. Its id is the message's (or pledge's) own; `locale` is the language of the page
 * it was sent from, which the replies are written in.
 */
export async function openFollowUp(
  tx: Db,
  item: { id: string; kind: FollowUpKind; name: string; email: string; locale: Locale; at: Date },
): Promise<void> {
  await tx.insert(followUps).values({
    id: item.id,
    kind: item.kind,
    name: item.name,
    email: item.email,
    emailKey: item.email.toLowerCase(),
    locale: item.locale,
    status: 'new',
    receivedAt: item.at,
    activityAt: item.at,
    updatedAt: item.at,
  });
}
