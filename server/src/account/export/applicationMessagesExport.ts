import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { applicationMessages, applications, programs } from '../../db/schema.js';

/** One message about the account's applications, as its applicant reads it: from the programme team or from them. */
export interface ExportedApplicationMessage {
  applicationId: string;
  programme: string;
  from: 'programme team' | 'you';
  body: string;
  sentAt: string;
}

/**
 * Every message in the threads of the account's applications, oldest first: the applicant's own and the programme
 * team's (never which member of staff wrote, as in the portal).
 */
export async function applicationMessagesExport(db: Db, uid: string): Promise<ExportedApplicationMessage[]> {
  const rows = await db
    .select({
      applicationId: applicationMessages.applicationId,
      programme: programs.name,
      fromStaff: applicationMessages.fromStaff,
      body: applicationMessages.body,
      sentAt: applicationMessages.sentAt,
    })
    .from(applicationMessages)
    .innerJoin(applications, eq(applications.id, applicationMessages.applicationId))
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(eq(applications.userId, uid))
    .orderBy(asc(applicationMessages.sentAt), asc(applicationMessages.id));
  return rows.map((row) => ({
    applicationId: row.applicationId,
    programme: row.programme,
    from: row.fromStaff ? 'programme team' : 'you',
    body: row.body,
    sentAt: row.sentAt.toISOString(),
  }));
}
