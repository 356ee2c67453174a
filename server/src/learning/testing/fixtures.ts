// Programme delivery rows written straight into the tables, for the learning specs, the access specs and the fuzz
// world (never imported by the service). Each helper's defaults make a usable row, so a test names only what it is
// about.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@sla/permissions';
import { PDF } from '../../applications/testing.js';
import {
  alumniProfiles,
  announcementReads,
  announcements,
  assignments,
  cohortMembers,
  cohorts,
  mentorMessages,
  mentorships,
  mentorTasks,
  moduleFiles,
  modules,
  submissionFiles,
  submissionGrades,
  submissions,
  type AnnouncementRow,
  type AssignmentRow,
  type CohortMemberRow,
  type CohortRow,
  type MentorshipRow,
  type ModuleRow,
  type SubmissionGradeRow,
  type SubmissionRow,
} from '../../db/schema.js';
import { addProgram } from '../../testing/fixtures.js';
import type { TestService } from '../../testing/testService.js';

export { PDF, PNG } from '../../applications/testing.js';

const CREATED = new Date(Date.UTC(2026, 0, 1));
const PAIRED = new Date(Date.UTC(2026, 0, 5));

// Cohorts, members, modules and module files get distinct, increasing times, so "in the order written" has one answer.
let clock = CREATED.getTime();
const tick = () => new Date((clock += 1000));

export type CohortFields = Partial<CohortRow> & {
  /** The time zone of the programme made for the cohort when no programId is given (Africa/Nairobi unless said). */
  timeZone?: string;
};

/** A cohort of `programId`, or of a programme of its own when none is given. Not taking new students unless said. */
export async function addCohort(service: TestService, fields: CohortFields = {}): Promise<CohortRow> {
  const { timeZone, ...cohort } = fields;
  if (cohort.programId && timeZone) throw new Error('addCohort: a time zone is the programme’s; set it with addProgram');
  let programId = cohort.programId;
  if (!programId) {
    const slug = `programme-${randomUUID().slice(0, 8)}`;
    programId = (await addProgram(service, { slug, name: `Programme ${slug}`, timeZone: timeZone ?? 'Africa/Nairobi' })).id;
  }
  const at = tick();
  const [row] = await service.database.db
    .insert(cohorts)
    .values({
      id: randomUUID(),
      name: 'StepUp Scholars 2026',
      startsOn: '2026-01-10',
      endsOn: '2026-12-10',
      acceptingStudents: false,
      createdAt: at,
      updatedAt: at,
      ...cohort,
      programId,
    })
    .returning();
  return row!;
}

export type MemberFields = Partial<Omit<CohortMemberRow, 'cohortId' | 'uid'>> & {
  /** The role of the user made for `uid` when there is none (a student unless said); null: the membership alone. */
  role?: Role | null;
};

/** `uid` as a member of the cohort, active unless said otherwise. */
export async function addMember(service: TestService, cohortId: string, uid: string, fields: MemberFields = {}): Promise<void> {
  const { role = 'student', ...member } = fields;
  if (role !== null && !(await service.user(uid))) await service.addUser(uid, role);
  await service.database.db.insert(cohortMembers).values({ status: 'active', joinedAt: tick(), ...member, cohortId, uid });
}

/** A module of the cohort, at position 1 and opened on 1 January 2026 unless said otherwise. */
export async function addModule(service: TestService, cohortId: string, fields: Partial<ModuleRow> = {}): Promise<ModuleRow> {
  const position = fields.position ?? 1;
  const at = tick();
  const [row] = await service.database.db
    .insert(modules)
    .values({
      id: randomUUID(),
      position,
      title: `Module ${position}`,
      body: `Week ${position}`,
      links: [],
      opensAt: CREATED,
      createdAt: at,
      updatedAt: at,
      ...fields,
      cohortId,
    })
    .returning();
  return row!;
}

type FileFields = { name?: string; type?: 'application/pdf' | 'image/png' | 'image/jpeg'; content?: Buffer };

/** A file of the module (a PDF, reading.pdf, unless said otherwise); its id. */
export async function addModuleFile(
  service: TestService,
  moduleId: string,
  fields: FileFields & { uploadedBy?: string } = {},
): Promise<string> {
  const { name = 'reading.pdf', type = 'application/pdf', content = PDF, uploadedBy = 'staff' } = fields;
  const id = randomUUID();
  await service.database.db
    .insert(moduleFiles)
    .values({ id, moduleId, name, type, size: content.length, content, uploadedBy, uploadedAt: tick() });
  return id;
}

/** An assignment taking PDFs and a typed answer, due `dueAt`, late work refused unless said otherwise. */
export async function addAssignment(
  service: TestService,
  cohortId: string,
  fields: Partial<AssignmentRow> & { dueAt: Date },
): Promise<AssignmentRow> {
  const [row] = await service.database.db
    .insert(assignments)
    .values({
      id: randomUUID(),
      title: 'Research question',
      instructions: 'Write **one** question.',
      fileTypes: ['application/pdf'],
      maxFileMb: 10,
      textAnswer: true,
      lateAccepted: false,
      maxPoints: 100,
      createdAt: CREATED,
      updatedAt: CREATED,
      ...fields,
      cohortId,
    })
    .returning();
  return row!;
}

/** Work handed in at `submittedAt`, waiting to be marked unless said otherwise. */
export async function addSubmission(
  service: TestService,
  assignment: Pick<AssignmentRow, 'id' | 'cohortId'>,
  uid: string,
  fields: Partial<SubmissionRow> & { submittedAt: Date },
): Promise<SubmissionRow> {
  const [row] = await service.database.db
    .insert(submissions)
    .values({
      id: randomUUID(),
      status: 'submitted',
      textAnswer: 'My answer',
      late: false,
      attempt: 1,
      feedback: '',
      ...fields,
      assignmentId: assignment.id,
      cohortId: assignment.cohortId,
      uid,
    })
    .returning();
  return row!;
}

/**
 * A grade kept in the submission's history (as grading writes one), for its attempt and grade, graded by "staff" on
 * 1 January 2026 in points unless said otherwise. The submission's own row is left as it is.
 */
export async function addGrade(
  service: TestService,
  submission: Pick<SubmissionRow, 'id' | 'assignmentId' | 'attempt'>,
  fields: Partial<SubmissionGradeRow> & { grade: number; maxPoints: number },
): Promise<void> {
  await service.database.db.insert(submissionGrades).values({
    id: randomUUID(),
    attempt: submission.attempt,
    rubricMarks: null,
    feedback: '',
    gradedBy: 'staff',
    gradedAt: CREATED,
    ...fields,
    submissionId: submission.id,
    assignmentId: submission.assignmentId,
  });
}

/** A file the student uploaded for an assignment (work.pdf, handed in with their work unless said otherwise); its id. */
export async function addSubmissionFile(
  service: TestService,
  assignmentId: string,
  uid: string,
  fields: FileFields & { handedIn?: boolean; uploadedAt?: Date } = {},
): Promise<string> {
  const { name = 'work.pdf', type = 'application/pdf', content = PDF, handedIn = true, uploadedAt = CREATED } = fields;
  const id = randomUUID();
  await service.database.db
    .insert(submissionFiles)
    .values({ id, assignmentId, uid, handedIn, name, type, size: content.length, content, uploadedAt });
  return id;
}

export type MentorshipFields = Partial<MentorshipRow> & {
  studentUid: string;
  mentorUid: string;
  /** Messages to write with it, all unread: "Message 0", "Message 1"... from the mentor, "Message 100"... from the student. */
  messages?: { fromMentor: number; fromStudent: number };
};

/** A current pairing, made by staff on 5 January 2026 and of no cohort, unless said otherwise. */
export async function addMentorship(service: TestService, fields: MentorshipFields): Promise<MentorshipRow> {
  const { messages, ...mentorship } = fields;
  const [row] = await service.database.db
    .insert(mentorships)
    .values({ id: randomUUID(), cohortId: null, pairedBy: 'staff', pairedAt: PAIRED, endedAt: null, ...mentorship })
    .returning();
  const write = (authorUid: string, index: number) =>
    addMentorMessage(service, row!.id, authorUid, {
      body: `Message ${index}`,
      sentAt: new Date(CREATED.getTime() + index * 1000),
    });
  for (let index = 0; index < (messages?.fromMentor ?? 0); index++) await write(row!.mentorUid, index);
  for (let index = 0; index < (messages?.fromStudent ?? 0); index++) await write(row!.studentUid, 100 + index);
  return row!;
}

/** Ends the pairing (now unless said otherwise). */
export async function endMentorship(service: TestService, id: string, at = new Date()): Promise<void> {
  await service.database.db.update(mentorships).set({ endedAt: at }).where(eq(mentorships.id, id));
}

type MessageFields = Partial<Omit<typeof mentorMessages.$inferInsert, 'mentorshipId' | 'authorUid'>>;

/** An unread message in the mentorship's thread, sent on 1 January 2026 unless said otherwise; its id. */
export async function addMentorMessage(
  service: TestService,
  mentorshipId: string,
  authorUid: string,
  fields: MessageFields = {},
): Promise<string> {
  const id = fields.id ?? randomUUID();
  await service.database.db
    .insert(mentorMessages)
    .values({ body: 'Hello', sentAt: CREATED, ...fields, id, mentorshipId, authorUid });
  return id;
}

type TaskFields = Partial<Omit<typeof mentorTasks.$inferInsert, 'mentorshipId' | 'createdBy'>>;

/** A task on the mentorship's checklist, not done, added on 10 January 2026 unless said otherwise; its id. */
export async function addMentorTask(
  service: TestService,
  mentorshipId: string,
  createdBy: string,
  fields: TaskFields = {},
): Promise<string> {
  const id = fields.id ?? randomUUID();
  await service.database.db.insert(mentorTasks).values({
    title: 'Read the first module',
    createdAt: new Date(Date.UTC(2026, 0, 10)),
    ...fields,
    id,
    mentorshipId,
    createdBy,
  });
  return id;
}

type AlumniProfileFields = Partial<Omit<typeof alumniProfiles.$inferInsert, 'uid'>>;

/** An alumni profile of `uid`, written at the service's time, not open to mentoring unless said otherwise. */
export async function addAlumniProfile(service: TestService, uid: string, fields: AlumniProfileFields = {}): Promise<void> {
  const at = service.ctx.now();
  await service.database.db
    .insert(alumniProfiles)
    .values({ openToMentoring: false, createdAt: at, updatedAt: at, ...fields, uid });
}

/** An announcement to the cohort by `authorUid` (a user made as staff when there is none), posted at a fresh time. */
export async function addAnnouncement(
  service: TestService,
  cohortId: string,
  authorUid: string,
  fields: Partial<AnnouncementRow> = {},
): Promise<AnnouncementRow> {
  if (!(await service.user(authorUid))) await service.addUser(authorUid, 'staff');
  const at = tick();
  const [row] = await service.database.db
    .insert(announcements)
    .values({
      id: randomUUID(),
      title: 'Welcome to the cohort',
      body: 'We start on **Monday**.',
      emailed: false,
      postedAt: at,
      updatedAt: at,
      ...fields,
      cohortId,
      authorUid,
    })
    .returning();
  await service.database.db
    .update(cohorts)
    .set({ announcementCount: sql`${cohorts.announcementCount} + 1` })
    .where(eq(cohorts.id, cohortId));
  return row!;
}

/** `uid`, a member of the announcement's cohort, read it at `readAt` (and their count of reads goes up, as the service's). */
export async function addAnnouncementRead(
  service: TestService,
  announcement: Pick<AnnouncementRow, 'id' | 'cohortId'>,
  uid: string,
  readAt = new Date(),
): Promise<void> {
  await service.database.db.insert(announcementReads).values({ announcementId: announcement.id, uid, readAt });
  await service.database.db
    .update(cohortMembers)
    .set({ announcementsRead: sql`${cohortMembers.announcementsRead} + 1` })
    .where(and(eq(cohortMembers.cohortId, announcement.cohortId), eq(cohortMembers.uid, uid)));
}
