import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import {
  alumniProfiles,
  announcementReads,
  announcements,
  assignments,
  cohortMembers,
  cohorts,
  mentorCheckins,
  mentorMessages,
  mentorships,
  mentorTasks,
  moduleFiles,
  moduleProgress,
  modules,
  programs,
  submissionFiles,
  submissionGrades,
  submissions,
} from '../db/schema.js';
import { demoPdf } from './applications/demoAnswers.js';
import { localTimeInDays } from './content/zonedTime.js';
import { SEED_ASSIGNMENTS, SEED_MODULES } from './learning/curriculum.js';
import { demoWork, type DemoWork } from './learning/demoWork.js';
import { seededId } from './seedApplications.js';

const DAY = 24 * 60 * 60 * 1000;

/** Each programme's running cohort and who is in it, with their mentors (null: not paired yet, for staff to do). */
const COHORTS = [
  {
    programme: 'stepup-scholars',
    members: [
      { uid: 'demo-person-03', mentor: 'demo-admin' },
      { uid: 'demo-person-14', mentor: 'demo-alumni' },
      { uid: 'demo-person-22', mentor: null },
    ],
  },
  {
    programme: 'dynamerge',
    members: [
      { uid: 'demo-student', mentor: 'demo-staff' },
      { uid: 'demo-person-06', mentor: 'demo-staff' },
      { uid: 'demo-person-10', mentor: 'demo-person-16' },
    ],
  },
] as const;

/** Alumni who offered to mentor (the alumni network fills in the rest of their profiles). */
const ALUMNI = [
  { uid: 'demo-alumni', programme: 'dynamerge', year: 2024, openToMentoring: true },
  { uid: 'demo-person-05', programme: 'stepup-scholars', year: 2025, openToMentoring: false },
] as const;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Programme delivery's demo: a running 2026 cohort per programme with modules (some open, some to come), assignments
 * (past and graded, past and waiting, returned, due soon, later), module progress, mentors with messages, check-ins
 * and tasks. A cohort that exists is left alone with everything in it, so seeding twice changes nothing. Returns how
 * many cohorts were created.
 */
export async function seedLearning(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const found = await ctx.db
    .select({ id: programs.id, slug: programs.slug, name: programs.name, timeZone: programs.timeZone })
    .from(programs)
    .where(
      inArray(
        programs.slug,
        COHORTS.map((cohort) => cohort.programme),
      ),
    );
  const programmeOf = new Map(found.map((programme) => [programme.slug, programme]));

  await ctx.db
    .insert(alumniProfiles)
    .values(
      ALUMNI.filter((alumnus) => programmeOf.has(alumnus.programme)).map((alumnus) => ({
        uid: alumnus.uid,
        programId: programmeOf.get(alumnus.programme)!.id,
        cohortYear: alumnus.year,
        openToMentoring: alumnus.openToMentoring,
        createdAt: at(-400),
        updatedAt: at(-400),
      })),
    )
    .onConflictDoNothing({ target: alumniProfiles.uid });

  let created = 0;
  for (const plan of COHORTS) {
    const programme = programmeOf.get(plan.programme);
    if (!programme) continue;
    const cohortId = seededId(`cohort:${plan.programme}:2026`);
    const inserted = await ctx.db
      .insert(cohorts)
      .values({
        id: cohortId,
        programId: programme.id,
        name: `${programme.name} 2026`,
        startsOn: isoDay(at(-60)),
        endsOn: isoDay(at(300)),
        acceptingStudents: true,
        createdAt: at(-70),
        updatedAt: at(-70),
      })
      .onConflictDoNothing()
      .returning({ id: cohorts.id });
    if (inserted.length === 0) continue;
    created += 1;

    const local = (days: number, time: string) => localTimeInDays(now, days, time, programme.timeZone);
    const moduleId = (key: string) => seededId(`module:${plan.programme}:${key}`);
    const assignmentId = (key: string) => seededId(`assignment:${plan.programme}:${key}`);

    await ctx.db.insert(cohortMembers).values(
      plan.members.map((member, index) => ({
        cohortId,
        uid: member.uid,
        status: 'active' as const,
        joinedAt: at(-60 + index),
      })),
    );
    await ctx.db.insert(modules).values(
      SEED_MODULES.map((module, position) => ({
        id: moduleId(module.key),
        cohortId,
        position: position + 1,
        title: module.title,
        body: module.body,
        links: module.links,
        opensAt: local(module.opensInDays, '08:00'),
        createdAt: at(-65),
        updatedAt: at(-65),
      })),
    );
    const handouts = SEED_MODULES.filter((module) => module.handout);
    await ctx.db.insert(moduleFiles).values(
      handouts.map((module) => {
        const content = demoPdf(module.handout!);
        return {
          id: seededId(`module-file:${plan.programme}:${module.key}`),
          moduleId: moduleId(module.key),
          name: `${module.handout!.toLowerCase().replace(/ /g, '-')}.pdf`,
          type: 'application/pdf' as const,
          size: content.length,
          content,
          uploadedBy: 'demo-staff',
          uploadedAt: at(-65),
        };
      }),
    );
    await ctx.db.insert(assignments).values(
      SEED_ASSIGNMENTS.map((assignment) => ({
        id: assignmentId(assignment.key),
        cohortId,
        moduleId: assignment.module ? moduleId(assignment.module) : null,
        title: assignment.title,
        instructions: assignment.instructions,
        dueAt: local(assignment.dueInDays, '17:00'),
        fileTypes: assignment.fileTypes,
        maxFileMb: assignment.maxFileMb,
        textAnswer: assignment.textAnswer,
        lateAccepted: assignment.lateAccepted,
        maxPoints: assignment.maxPoints,
        createdAt: at(-65),
        updatedAt: at(-65),
      })),
    );

    const work: DemoWork[] = plan.members.flatMap((member, index) => demoWork(member.uid, index));
    for (const piece of work) {
      const assignment = SEED_ASSIGNMENTS.find((candidate) => candidate.key === piece.assignment)!;
      const id = seededId(`submission:${plan.programme}:${piece.assignment}:${piece.uid}`);
      const submittedAt = new Date(local(assignment.dueInDays, '17:00').getTime() + piece.handedInHoursFromDue * 60 * 60 * 1000);
      const markedAt = piece.state === 'submitted' ? null : new Date(submittedAt.getTime() + 3 * DAY);
      await ctx.db.insert(submissions).values({
        id,
        assignmentId: assignmentId(piece.assignment),
        cohortId,
        uid: piece.uid,
        status: piece.state,
        textAnswer: assignment.textAnswer && assignment.fileTypes.length === 0 ? piece.text : '',
        late: piece.handedInHoursFromDue > 0,
        attempt: 1,
        submittedAt,
        grade: piece.state === 'graded' ? Math.round(assignment.maxPoints * piece.score!) : null,
        feedback: piece.feedback ?? '',
        markedBy: markedAt ? 'demo-staff' : null,
        markedAt,
      });
      // A grade is kept in the history as grading keeps it, so a re-grade of demo work keeps this one too.
      if (piece.state === 'graded')
        await ctx.db.insert(submissionGrades).values({
          id: seededId(`grade:${id}`),
          submissionId: id,
          assignmentId: assignmentId(piece.assignment),
          attempt: 1,
          grade: Math.round(assignment.maxPoints * piece.score!),
          maxPoints: assignment.maxPoints,
          rubricMarks: null,
          feedback: piece.feedback ?? '',
          gradedBy: 'demo-staff',
          gradedAt: markedAt!,
        });
      if (assignment.fileTypes.length > 0) {
        const content = demoPdf(`${assignment.title} - ${piece.uid}`);
        await ctx.db.insert(submissionFiles).values({
          id: seededId(`submission-file:${id}`),
          assignmentId: assignmentId(piece.assignment),
          uid: piece.uid,
          handedIn: true,
          name: `${piece.assignment}.pdf`,
          type: 'application/pdf',
          size: content.length,
          content,
          uploadedAt: submittedAt,
        });
      }
    }

    await ctx.db.insert(moduleProgress).values(
      plan.members.flatMap((member, index) =>
        SEED_MODULES.filter((module) => module.opensInDays < 0)
          .slice(0, 3 - index)
          .map((module) => ({ moduleId: moduleId(module.key), uid: member.uid, doneAt: at(module.opensInDays + 4) })),
      ),
    );

    await seedAnnouncements(ctx, cohortId, plan.programme, plan.members[0]?.uid ?? null, at);

    for (const member of plan.members) {
      if (!member.mentor) continue;
      const mentorshipId = seededId(`mentorship:${plan.programme}:${member.uid}`);
      await ctx.db.insert(mentorships).values({
        id: mentorshipId,
        studentUid: member.uid,
        mentorUid: member.mentor,
        cohortId,
        pairedBy: 'demo-admin',
        pairedAt: at(-55),
      });
      await seedConversation(ctx, mentorshipId, member.uid, member.mentor, at);
    }
  }
  return created;
}

/**
 * Two announcements from the programme team: a welcome two months back, which the first member has read, and last
 * week's news, which nobody has; with the counters the service keeps (decision 0038).
 */
async function seedAnnouncements(
  ctx: ServiceContext,
  cohortId: string,
  programme: string,
  reader: string | null,
  at: (days: number) => Date,
): Promise<void> {
  const welcome = seededId(`announcement:${programme}:welcome`);
  await ctx.db.insert(announcements).values([
    {
      id: welcome,
      cohortId,
      authorUid: 'demo-staff',
      title: 'Welcome to the programme year',
      body: 'We are glad you are here. Your first module is open: read its introduction before the first session, and say hello to your mentor.',
      emailed: false,
      postedAt: at(-58),
      updatedAt: at(-58),
    },
    {
      id: seededId(`announcement:${programme}:posters`),
      cohortId,
      authorUid: 'demo-staff',
      title: 'Poster session: call for abstracts',
      body: '## What to send\n\nA **250-word abstract** and a working title, through your mentor, by the end of next month.\n\n- one figure at most\n- cite what you build on',
      emailed: true,
      postedAt: at(-6),
      updatedAt: at(-6),
    },
  ]);
  await ctx.db.update(cohorts).set({ announcementCount: 2 }).where(eq(cohorts.id, cohortId));
  if (!reader) return;
  await ctx.db.insert(announcementReads).values({ announcementId: welcome, uid: reader, readAt: at(-57) });
  await ctx.db
    .update(cohortMembers)
    .set({ announcementsRead: 1 })
    .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, reader)));
}

/** A few weeks of a mentorship: messages both ways (the mentor's last one unread), a check-in and agreed tasks. */
async function seedConversation(
  ctx: ServiceContext,
  mentorshipId: string,
  student: string,
  mentor: string,
  at: (days: number) => Date,
): Promise<void> {
  const thread: [string, string, number][] = [
    [mentor, 'Welcome! I am glad to be your mentor this year. When would suit you for a first call?', -54],
    [student, 'Thank you! Thursday afternoon works well for me. I would like to talk about my research question.', -53],
    [mentor, 'Thursday at 15:00 then. Bring the two goals you wrote for the first assignment.', -53],
    [student, 'I have shared my reading log. The second paper changed how I think about my question.', -11],
    [mentor, 'Good work on the reading log. Let us look at the proposal outline together next week.', -2],
  ];
  await ctx.db.insert(mentorMessages).values(
    thread.map(([author, body, days], index) => ({
      id: seededId(`mentor-message:${mentorshipId}:${index}`),
      mentorshipId,
      authorUid: author,
      body,
      sentAt: at(days),
      // Everything read by the other side, but the mentor's last message: the student has something new.
      readAt: index === thread.length - 1 ? null : at(days + 0.5),
    })),
  );
  await ctx.db.insert(mentorCheckins).values({
    id: seededId(`mentor-checkin:${mentorshipId}:1`),
    mentorshipId,
    authorUid: mentor,
    metOn: at(-50).toISOString().slice(0, 10),
    notes: 'First call. Talked through the two goals for the year and how the reading log works.',
    nextSteps: 'Narrow the research question down to one population and one measure.',
    createdAt: at(-50),
  });
  const tasks: [string, boolean][] = [
    ['Share the reading log before the next call', true],
    ['Draft the outline of the research proposal', false],
    ['Book the next check-in', false],
  ];
  await ctx.db.insert(mentorTasks).values(
    tasks.map(([title, done], index) => ({
      id: seededId(`mentor-task:${mentorshipId}:${index}`),
      mentorshipId,
      title,
      doneAt: done ? at(-10) : null,
      createdBy: mentor,
      createdAt: at(-50 + index),
    })),
  );
}
