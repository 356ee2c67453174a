import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { content, contentVersions } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { deleteTranslationsOf } from '../translations/findTranslation.js';
import { findEvent } from './findEvent.js';

/** Deletes an event with its versions and translations (edit_content and delete_content). */
export async function deleteEvent(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'delete_event', eventId: id });
  const signedIn = await requirePermission(ctx, caller, 'delete_content', { action: 'delete_event', eventId: id });
  await ctx.db.transaction(async (tx) => {
    await findEvent(tx, id, { lock: true });
    await tx.delete(contentVersions).where(and(eq(contentVersions.subject, 'event'), eq(contentVersions.subjectId, id)));
    await deleteTranslationsOf(tx, 'content', id);
    await tx.delete(content).where(eq(content.id, id));
  });
  announce(ctx, signedIn, { kind: 'event', id, action: 'deleted' });
}
