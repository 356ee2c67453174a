// Test helpers for the assignments, hand-in, grading and overview specs (never imported by the service).
// Test helpers for the assignments, hand-in, grading and overview specs (never imported by the service). Cohorts,
// members, modules and mentorships come from the cohort specs' own helpers; these add a programme and the people.
import { randomUUID } from 'node:crypto';
import type { Role } from '@sla/permissions';
import { PDF } from '../../applications/testing.js';
import {
  assignments,
  mentorMessages,
  submissionFiles,
  submissions,
  type AssignmentRow,
  type CohortMemberRow,
  type CohortRow,
  type ModuleRow,
  type SubmissionRow,
} from '../../db/schema.js';
import { addProgram, daysFrom } from '../../testing/fixtures.js';
import type { TestService } from '../../testing/testService.js';
import * as cohortFixtures from '../cohorts/cohortFixtures.js';

export { daysFrom, PDF };
export { PNG } from '../../applications/testing.js';

const CREATED = new Date(Date.UTC(2026, 0, 1));

/** A cohort of a programme of its own (Africa/Nairobi unless said otherwise). */
export async function addCohort(
  service: TestService,
  fields: Partial<CohortRow> & { timeZone?: string } = {},
): Promise<CohortRow> {
  const { timeZone = 'Africa/Nairobi', ...cohort } = fields;
  const slug = `programme-${randomUUID().slice(0, 8)}`;
  const program = await addProgram(service, { slug, name: `Programme ${slug}`, timeZone });
  return cohortFixtures.addCohort(service, program.id, cohort);
}

/** A user with `role` (a student unless said otherwise) who is a member of the cohort. */
export async function addMember(
  service: TestService,
  uid: string,
  cohortId: string,
  fields: { role?: Role | null; status?: CohortMemberRow['status'] } = {},
): Promise<void> {
  if (!(await service.user(uid))) await service.addUser(uid, fields.role === undefined ? 'student' : fields.role);
  await cohortFixtures.addMember(service, cohortId, uid, fields.status);
}

export const addModule = (service: TestService, cohortId: string, fields: Partial<ModuleRow> = {}) =>
  cohortFixtures.addModule(service, cohortId, { position: 1, ...fields });

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
      cohortId,
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
    })
    .returning();
  return row!;
}

/** Work written straight into the table, handed in at `submittedAt`. */
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
      assignmentId: assignment.id,
      cohortId: assignment.cohortId,
      uid,
      status: 'submitted',
      textAnswer: 'My answer',
      late: false,
      attempt: 1,
      feedback: '',
      ...fields,
    })
    .returning();
  return row!;
}

/** A file the student uploaded for an assignment (handed in with their work unless said otherwise). */
export async function addSubmissionFile(
  service: TestService,
  assignmentId: string,
  uid: string,
  fields: { handedIn?: boolean; uploadedAt?: Date } = {},
): Promise<string> {
  const id = randomUUID();
  await service.database.db.insert(submissionFiles).values({
    id,
    assignmentId,
    uid,
    handedIn: fields.handedIn ?? true,
    name: 'work.pdf',
    type: 'application/pdf',
    size: PDF.length,
    content: PDF,
    uploadedAt: fields.uploadedAt ?? CREATED,
  });
  return id;
}

/** A current mentorship, with messages from the mentor (unread) and from the student. */
export async function addMentorship(
  service: TestService,
  studentUid: string,
  mentorUid: string,
  messages: { fromMentor: number; fromStudent: number } = { fromMentor: 0, fromStudent: 0 },
): Promise<string> {
  const id = await cohortFixtures.addMentorship(service, { studentUid, mentorUid, cohortId: null });
  const message = (authorUid: string, index: number) => ({
    id: randomUUID(),
    mentorshipId: id,
    authorUid,
    body: `Message ${index}`,
    sentAt: new Date(CREATED.getTime() + index * 1000),
  });
  const rows = [
    ...Array.from({ length: messages.fromMentor }, (_, index) => message(mentorUid, index)),
    ...Array.from({ length: messages.fromStudent }, (_, index) => message(studentUid, 100 + index)),
  ];
  if (rows.length) await service.database.db.insert(mentorMessages).values(rows);
  return id;
}
