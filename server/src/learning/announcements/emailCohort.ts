import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { cohortMembers, users } from '../../db/schema.js';
import { pageUrl } from '../../i18n/pageUrl.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { announcementMail } from './announcementMail.js';

/** Where a student reads announcements: their home. */
export const ANNOUNCEMENTS_PATH = '/student';

/**
 * Queues the announcement's e-mail to every active student of the cohort with an address, each in their own language,
 * in the caller's transaction. Optional mail ("messages"): enqueueMail leaves out whoever turned it off.
 */
export async function emailCohort(
  tx: Db,
  ctx: ServiceContext,
  announcement: {
    id: string;
    cohort: { id: string; name: string };
    authorUid: string;
    title: string;
    body: string;
    now: Date;
  },
): Promise<void> {
  const [author] = await tx.select({ name: users.displayName }).from(users).where(eq(users.uid, announcement.authorUid));
  const students = await tx
    .select({ uid: users.uid, email: users.email, name: users.displayName, locale: users.locale })
    .from(cohortMembers)
    .innerJoin(users, eq(users.uid, cohortMembers.uid))
    .where(and(eq(cohortMembers.cohortId, announcement.cohort.id), eq(cohortMembers.status, 'active')))
    .orderBy(users.uid);
  for (const student of students) {
    if (!student.email) continue;
    await enqueueMail(
      tx,
      announcementMail(
        {
          to: student.email,
          locale: student.locale,
          name: student.name,
          cohortName: announcement.cohort.name,
          authorName: author?.name ?? null,
          title: announcement.title,
          body: announcement.body,
          homeUrl: pageUrl(ctx.settings.siteUrl, ANNOUNCEMENTS_PATH, student.locale),
          dedupeKey: `announcement:${announcement.id}:${student.uid}`,
        },
        ctx.settings.staffEmail,
      ),
      announcement.now,
    );
  }
}
