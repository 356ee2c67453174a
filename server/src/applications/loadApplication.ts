import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  applicationEvents,
  applicationFiles,
  applications,
  programs,
  type ApplicationEventRow,
  type ApplicationFileRow,
  type ApplicationRow,
  type ProgramRow,
} from '../db/schema.js';

/** An application row with its programme, as both the applicant's and the staff's views need it. */
export type ApplicationWithProgram = ApplicationRow & { program: ProgramRow };
/** An uploaded file without its bytes (those are read only to download). */
export type FileMeta = Omit<ApplicationFileRow, 'content'>;

export interface LoadedApplication {
  row: ApplicationWithProgram;
  /** In the order they happened, staff-only ones included: each view filters. */
  events: ApplicationEventRow[];
  files: FileMeta[];
}

/** Every column of a file but its bytes. */
export const fileMetaColumns = {
  id: applicationFiles.id,
  applicationId: applicationFiles.applicationId,
  questionId: applicationFiles.questionId,
  name: applicationFiles.name,
  type: applicationFiles.type,
  size: applicationFiles.size,
  uploadedBy: applicationFiles.uploadedBy,
  uploadedAt: applicationFiles.uploadedAt,
};

/** The application row with its programme, or null; `lock` takes the row lock (inside a transaction) for a status change. */
export async function findApplication(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationWithProgram | null> {
  const query = db
    .select({ application: applications, program: programs })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(eq(applications.id, id));
  const [found] = options.lock ? await query.for('update', { of: applications }) : await query;
  return found ? { ...found.application, program: found.program } : null;
}

export async function listFileMeta(db: Db, applicationId: string): Promise<FileMeta[]> {
  return db
    .select(fileMetaColumns)
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.uploadedAt), asc(applicationFiles.id));
}

/** The application's events in the order they happened, staff-only ones included: each view filters. */
export async function listEvents(db: Db, applicationId: string): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.at), asc(applicationEvents.id));
}

/** Everything about one application: the row and programme, its events in order, its files' details. */
export async function loadApplication(db: Db, id: string, options: { lock?: boolean } = {}): Promise<LoadedApplication | null> {
  const row = await findApplication(db, id, options);
  if (!row) return null;
  return { row, events: await listEvents(db, id), files: await listFileMeta(db, id) };
}
