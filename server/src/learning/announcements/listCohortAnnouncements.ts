import type { Page, StaffAnnouncement } from '@sla/contract';
import { announcementsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { keysetPage } from '../../cursor.js';
import { findCohort } from '../cohorts/cohortRows.js';
import { ANNOUNCEMENTS_PAGE_SIZE, staffAnnouncementRows, toStaffAnnouncement } from './announcementRows.js';

/** GET /cohorts/:id/announcements: a cohort's announcements, newest first, a page at a time (edit_programs); 404 for no cohort. */
export async function listCohortAnnouncements(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  rawQuery: unknown,
): Promise<Page<StaffAnnouncement>> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_announcements', cohortId });
  const query = parseInput(announcementsQuery, rawQuery);
  await findCohort(ctx.db, cohortId);
  const limit = query.limit ?? ANNOUNCEMENTS_PAGE_SIZE;
  const rows = await staffAnnouncementRows(ctx.db, { cohortId, cursor: query.cursor, rows: limit + 1 });
  return keysetPage(rows, limit, toStaffAnnouncement, (row) => [row.postedAt, row.id]);
}
