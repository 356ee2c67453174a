import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  announcementReads,
  announcements,
  assignments,
  cohortMembers,
  cohorts,
  mentorCheckins,
  mentorMessages,
  mentorships,
  mentorTasks,
  moduleProgress,
  modules,
  submissionFiles,
  submissions,
} from '../../db/schema.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Rows by the mentorship they belong to, in their order. */
function byMentorship<Row extends { mentorshipId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.mentorshipId);
    if (group) group.push(row);
    else grouped.set(row.mentorshipId, [row]);
  }
  return grouped;
}

/** A student's part of the export: cohorts, modules done, work handed in with its grades and feedback, mentoring. */
export interface LearningExport {
  cohortMemberships: { cohort: string; status: string; joinedAt: string; completedAt: string | null }[];
  modulesDone: { module: string; doneAt: string }[];
  /** The cohort announcements you opened, and when. */
  announcementsRead: { announcement: string; readAt: string }[];
  handIns: {
    assignment: string;
    status: string;
    textAnswer: string;
    late: boolean;
    attempt: number;
    submittedAt: string;
    grade: number | null;
    /** Graded with the assignment's rubric: the level chosen for each criterion, with the grader's comment. */
    rubricLevels: { criterion: string; level: string; points: number; comment: string }[] | null;
    feedback: string;
    markedAt: string | null;
  }[];
  /** The files' details; their content is downloaded from the assignment, as on the portal. */
  handInFiles: { assignment: string; name: string; type: string; size: number; handedIn: boolean; uploadedAt: string }[];
  mentorships: {
    id: string;
    you: 'student' | 'mentor';
    pairedAt: string;
    endedAt: string | null;
    /** Which side ended it (or staff), and the note left for the other side (migration 0038). */
    endedBy: 'student' | 'mentor' | 'staff' | null;
    endNote: string | null;
    messages: { fromYou: boolean; body: string; sentAt: string }[];
    checkins: { byYou: boolean; metOn: string; notes: string; nextSteps: string }[];
    tasks: { title: string; doneAt: string | null; createdAt: string }[];
  }[];
}

export async function learningExport(db: Db, uid: string): Promise<LearningExport> {
  const memberships = await db
    .select({ row: cohortMembers, cohort: cohorts.name })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .where(eq(cohortMembers.uid, uid))
    .orderBy(asc(cohortMembers.joinedAt));
  const done = await db
    .select({ row: moduleProgress, module: modules.title })
    .from(moduleProgress)
    .innerJoin(modules, eq(modules.id, moduleProgress.moduleId))
    .where(eq(moduleProgress.uid, uid))
    .orderBy(asc(moduleProgress.doneAt));
  const read = await db
    .select({ title: announcements.title, readAt: announcementReads.readAt })
    .from(announcementReads)
    .innerJoin(announcements, eq(announcements.id, announcementReads.announcementId))
    .where(eq(announcementReads.uid, uid))
    .orderBy(asc(announcementReads.readAt));
  const work = await db
    .select({ row: submissions, assignment: assignments.title, rubric: assignments.rubric })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(eq(submissions.uid, uid))
    .orderBy(asc(submissions.submittedAt));
  const files = await db
    .select({
      assignment: assignments.title,
      name: submissionFiles.name,
      type: submissionFiles.type,
      size: submissionFiles.size,
      handedIn: submissionFiles.handedIn,
      uploadedAt: submissionFiles.uploadedAt,
    })
    .from(submissionFiles)
    .innerJoin(assignments, eq(assignments.id, submissionFiles.assignmentId))
    .where(eq(submissionFiles.uid, uid))
    .orderBy(asc(submissionFiles.uploadedAt));
  return {
    cohortMemberships: memberships.map(({ row, cohort }) => ({
      cohort,
      status: row.status,
      joinedAt: row.joinedAt.toISOString(),
      completedAt: iso(row.completedAt),
    })),
    modulesDone: done.map(({ row, module }) => ({ module, doneAt: row.doneAt.toISOString() })),
    announcementsRead: read.map((row) => ({ announcement: row.title, readAt: row.readAt.toISOString() })),
    handIns: work.map(({ row, assignment, rubric }) => ({
      assignment,
      status: row.status,
      textAnswer: row.textAnswer,
      late: row.late,
      attempt: row.attempt,
      submittedAt: row.submittedAt.toISOString(),
      grade: row.grade,
      rubricLevels:
        row.rubricMarks?.map((mark) => {
          const criterion = rubric?.criteria.find((each) => each.id === mark.criterionId);
          const level = criterion?.levels.find((each) => each.id === mark.levelId);
          return { criterion: criterion?.title ?? '', level: level?.label ?? '', points: mark.points, comment: mark.comment };
        }) ?? null,
      feedback: row.feedback,
      markedAt: iso(row.markedAt),
    })),
    handInFiles: files.map((file) => ({ ...file, uploadedAt: file.uploadedAt.toISOString() })),
    mentorships: await myMentorships(db, uid),
  };
}

async function myMentorships(db: Db, uid: string): Promise<LearningExport['mentorships']> {
  const rows = await db
    .select()
    .from(mentorships)
    .where(or(eq(mentorships.studentUid, uid), eq(mentorships.mentorUid, uid)))
    .orderBy(asc(mentorships.pairedAt));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [messages, checkins, tasks] = await Promise.all([
    db.select().from(mentorMessages).where(inArray(mentorMessages.mentorshipId, ids)).orderBy(asc(mentorMessages.sentAt)),
    db.select().from(mentorCheckins).where(inArray(mentorCheckins.mentorshipId, ids)).orderBy(asc(mentorCheckins.createdAt)),
    db.select().from(mentorTasks).where(inArray(mentorTasks.mentorshipId, ids)).orderBy(asc(mentorTasks.createdAt)),
  ]);
  const [messagesOf, checkinsOf, tasksOf] = [byMentorship(messages), byMentorship(checkins), byMentorship(tasks)];
  return rows.map((row) => ({
    id: row.id,
    you: row.studentUid === uid ? 'student' : 'mentor',
    pairedAt: row.pairedAt.toISOString(),
    endedAt: iso(row.endedAt),
    endedBy: row.endedAs ?? null,
    endNote: row.endNote ?? null,
    messages: (messagesOf.get(row.id) ?? []).map((message) => ({
      fromYou: message.authorUid === uid,
      body: message.body,
      sentAt: message.sentAt.toISOString(),
    })),
    checkins: (checkinsOf.get(row.id) ?? []).map((checkin) => ({
      byYou: checkin.authorUid === uid,
      metOn: checkin.metOn,
      notes: checkin.notes,
      nextSteps: checkin.nextSteps,
    })),
    tasks: (tasksOf.get(row.id) ?? []).map((task) => ({
      title: task.title,
      doneAt: iso(task.doneAt),
      createdAt: task.createdAt.toISOString(),
    })),
  }));
}
