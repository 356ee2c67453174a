import { eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { announcements } from '../../db/schema.js';
import { noSuchAnnouncement } from './announcementRows.js';

/** DELETE /announcements/:id (edit_programs): gone from its students' homes, with who read it; 404 when there is none. */
export async function deleteAnnouncement(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'delete_announcement', announcementId: id });
  const deleted = await ctx.db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!deleted.length) throw noSuchAnnouncement();
}
