import { startPaystackStandIn } from '../../testing/paystack-standin/standin.mjs';
import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@sla/permissions';
import { addApplication, addOpenProgram, PDF } from '../../applications/testing.js';
import * as network from '../../alumni/testing/fixtures.js';
import { addMedia } from '../../content/media/mediaFixtures.js';
import { addCategory } from '../../content/posts/postFixtures.js';
import { addSubmission } from '../../content/submissions/submissionFixtures.js';
import { applicationFiles, applicationMessages, applicationThreads, notices } from '../../db/schema.js';
import * as delivery from '../../learning/testing/fixtures.js';
import { assign } from '../../review/testing/reviewFixtures.js';
import type { Backend } from '../../testing/backends.js';
import { fakeStripe } from '../../testing/fakeStripe.js';
import { addEvent, addPost, addProgram, daysFrom } from '../../testing/fixtures.js';
import { startTestService, type TestService } from '../../testing/testService.js';
import { dropDataFingerprint, installDataFingerprint } from './dataFingerprint.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz';

export type CallerName = 'anonymous' | Role;
export const CALLERS: CallerName[] = ['anonymous', ...ROLES];
const uidOf = (role: Role) => `fuzz-${role}`;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface FuzzWorld {
  service: TestService;
  /** Ids, slugs, uids and question ids of the rows below, refreshed by reseed(). */
  known: string[];
  authorization(caller: CallerName): string | null;
  /**
   * Empties the database and writes the fixtures again, so one operation's successes do not starve the next; does
   * nothing when no row changed since it last did (dataFingerprint.ts).
   */
  reseed(): Promise<void>;
  /** How many times the fixtures were written (once at the start, then after each operation that changed a row). */
  readonly writes: number;
  close(): Promise<void>;
}

/**
 * The service with Stripe set up, one signed-in user per role, and a little of everything for the
 * known ids to point at: an open and a draft programme, an applicant's draft with a file, a
 * student's submitted application with a reviewer and a thread staff started, a story and a notice; and programme delivery's: a running cohort
 * of the open programme with the student in it, an opened module with a file, an assignment still open and one past
 * its due date, the student's work with a file handed in and one waiting, their mentorship with staff (a task, a
 * message), an announcement to the cohort; and the alumni network's: the alumnus's profile (open to mentoring and messages, some fields public, one
 * only for them, a photo), a second alumnus they talk with, a third they blocked (hidden by staff, reported).
 */
export async function startFuzzWorld(backend: Backend): Promise<FuzzWorld> {
  const stripe = await fakeStripe();
  // Mobile money on, through the Paystack stand-in, so its webhook checks signatures (400) rather than being off (503).
  const paystack = await startPaystackStandIn({ secretKey: 'sk_test_fuzz_paystack' });
  const service = await startTestService(backend, {
    settings: {
      stripe: { secretKey: 'sk_test_fuzz', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripe.base },
      paystack: { secretKey: 'sk_test_fuzz_paystack', apiBase: paystack.base },
    },
  });
  const known: string[] = [];
  const fingerprint = await installDataFingerprint(service.database.db);
  let seeded: string | null = null;
  let writes = 0;

  async function reseed() {
    if (seeded !== null && (await fingerprint()) === seeded) return;
    await writeWorld();
    writes++;
    seeded = await fingerprint();
  }

  async function writeWorld() {
    await service.reset();
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    const now = new Date();
    const open = await addOpenProgram(service, now, { slug: 'fuzz-open' });
    const draft = await addProgram(service, { slug: 'fuzz-draft', status: 'draft' });
    const mine = await addApplication(service, { userId: uidOf('applicant'), programId: open.id });
    const submitted = await addApplication(service, {
      userId: uidOf('student'),
      programId: open.id,
      status: 'submitted',
      submittedAt: now,
    });
    await assign(service, submitted.id, uidOf('staff'));
    // A thread staff started on the submitted application, so replies and reads reach the checks behind not found.
    const firstMessage = randomUUID();
    await service.database.db.insert(applicationMessages).values({
      id: firstMessage,
      applicationId: submitted.id,
      authorUid: uidOf('staff'),
      fromStaff: true,
      body: 'Hello',
      sentAt: now,
    });
    await service.database.db.insert(applicationThreads).values({
      applicationId: submitted.id,
      applicantUid: submitted.userId,
      lastMessageId: firstMessage,
      lastMessageAt: now,
      messages: 1,
      applicantUnread: 1,
    });
    const files = [randomUUID(), randomUUID()];
    await service.database.db.insert(applicationFiles).values(
      [mine, submitted].map((application, index) => ({
        id: files[index]!,
        applicationId: application.id,
        questionId: 'cv',
        name: 'cv.pdf',
        type: 'application/pdf',
        size: PDF.length,
        content: PDF,
        uploadedBy: application.userId,
        uploadedAt: now,
      })),
    );
    const post = await addPost(service, { slug: 'fuzz-story' });
    const picture = await addMedia(service);
    const category = await addCategory(service, 'Fuzz news');
    const event = await addEvent(service, { slug: 'fuzz-event', eventStartsAt: now });
    const story = await addSubmission(service, uidOf('alumni'));
    const learning = await seedDelivery(service, now, open.id);
    const alumni = await seedAlumniNetwork(service, open.id);
    const notice = randomUUID();
    await service.database.db
      .insert(notices)
      .values({ id: notice, userId: uidOf('applicant'), text: 'Hello', link: null, createdAt: now });
    known.splice(
      0,
      known.length,
      mine.id,
      submitted.id,
      files[0]!,
      files[1]!,
      open.id,
      draft.id,
      'fuzz-open',
      'fuzz-draft',
      post.id,
      'fuzz-story',
      notice,
      picture.id,
      '400',
      category.id,
      event.id,
      story.id,
      '1',
      ...learning,
      ...alumni,
      ...ROLES.map(uidOf),
      ...['name', 'essay', 'track', 'interests', 'born', 'cv', 'photo', 'promise'],
    );
  }

  await reseed();
  return {
    service,
    known,
    authorization: (caller) => (caller === 'anonymous' ? null : service.as(uidOf(caller)).authorization),
    reseed,
    get writes() {
      return writes;
    },
    async close() {
      await dropDataFingerprint(service.database.db);
      await service.close();
      await stripe.close();
      await paystack.close();
    },
  };
}

/** Programme delivery's rows for reseed(); their ids, for known. */
async function seedDelivery(service: TestService, now: Date, programId: string): Promise<string[]> {
  const student = uidOf('student');
  const cohort = await delivery.addCohort(service, {
    programId,
    name: 'Fuzz cohort',
    startsOn: dayOf(daysFrom(now, -30)),
    endsOn: dayOf(daysFrom(now, 300)),
  });
  await delivery.addMember(service, cohort.id, student);
  const module = await delivery.addModule(service, cohort.id, { opensAt: daysFrom(now, -7) });
  const moduleFile = await delivery.addModuleFile(service, module.id, { uploadedBy: uidOf('staff') });
  // Graded by a rubric, so grading the work below reads levels (ids the fuzzer cannot guess: refused, never a 5xx).
  const open = await delivery.addAssignment(service, cohort.id, {
    moduleId: module.id,
    dueAt: daysFrom(now, 14),
    maxPoints: 7,
    rubric: {
      criteria: [
        {
          id: 'fuzz-criterion',
          title: 'Clarity',
          description: '',
          levels: [
            { id: 'fuzz-level-high', label: 'Clear', points: 7 },
            { id: 'fuzz-level-low', label: 'Unclear', points: 1 },
          ],
        },
      ],
    },
  });
  const missed = await delivery.addAssignment(service, cohort.id, {
    title: 'Missed',
    dueAt: daysFrom(now, -7),
    lateAccepted: false,
  });
  const work = await delivery.addSubmission(service, open, student, { submittedAt: daysFrom(now, -1) });
  const handedIn = await delivery.addSubmissionFile(service, open.id, student, { uploadedAt: daysFrom(now, -1) });
  const waiting = await delivery.addSubmissionFile(service, open.id, student, { handedIn: false, uploadedAt: now });
  const mentorship = await delivery.addMentorship(service, {
    studentUid: student,
    mentorUid: uidOf('staff'),
    cohortId: cohort.id,
    pairedAt: daysFrom(now, -20),
  });
  const task = await delivery.addMentorTask(service, mentorship.id, uidOf('staff'), { createdAt: now });
  const message = await delivery.addMentorMessage(service, mentorship.id, uidOf('staff'), { sentAt: now });
  const announcement = await delivery.addAnnouncement(service, cohort.id, uidOf('staff'), { postedAt: now, updatedAt: now });
  return [
    cohort.id,
    module.id,
    moduleFile,
    open.id,
    missed.id,
    work.id,
    handedIn,
    waiting,
    mentorship.id,
    task,
    message,
    announcement.id,
  ];
}

/**
 * The alumni network's rows for reseed(): the fuzz alumnus (open to mentoring and messages, name and headline public,
 * the bio only for them, a photo), a second alumnus in conversation with them, and a third they blocked, whom staff
 * hid and the second reported. Their ids and uids, for known.
 */
async function seedAlumniNetwork(service: TestService, programId: string): Promise<string[]> {
  const me = uidOf('alumni');
  const [second, third] = ['fuzz-alumni-2', 'fuzz-alumni-3'];
  await network.addAlumniProfile(service, me, {
    programId,
    cohortYear: 2024,
    openToMentoring: true,
    openToMessages: true,
    headline: 'Soil scientist',
    field: 'Agriculture and food science',
    institution: 'University of Nairobi',
    country: 'KE',
    city: 'Nairobi',
    bio: 'Kept to myself.',
    skills: ['GIS'],
    visibility: { name: 'public', photo: 'alumni', headline: 'public', field: 'alumni', country: 'alumni', bio: 'only_me' },
  });
  const photo = await network.addAlumniPhoto(service, me);
  await network.addAlumniProfile(service, second, {
    programId,
    cohortYear: 2022,
    openToMessages: true,
    field: 'Biology',
    visibility: { field: 'alumni' },
  });
  await network.addAlumniProfile(service, third, {
    openToMessages: true,
    hiddenAt: service.ctx.now(),
    hiddenBy: uidOf('staff'),
    hiddenReason: 'Fuzz: a hidden profile',
  });
  const conversation = await network.addConversation(service, me, second);
  const message = await network.addAlumniMessage(service, conversation.id, second);
  await network.addBlock(service, me, third);
  const report = await network.addReport(service, second, third, { reason: 'harassment', details: 'Fuzz report' });
  return [second, third, photo, conversation.id, message, report.id, 'small', 'large'];
}
