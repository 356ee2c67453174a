import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@sla/permissions';
import { addApplication, addOpenProgram, PDF } from '../../applications/testing.js';
import { addMedia } from '../../content/media/mediaFixtures.js';
import { addCategory } from '../../content/posts/postFixtures.js';
import { addSubmission } from '../../content/submissions/submissionFixtures.js';
import { applicationFiles, notices } from '../../db/schema.js';
import { assign } from '../../review/testing/reviewFixtures.js';
import type { Backend } from '../../testing/backends.js';
import { fakeStripe } from '../../testing/fakeStripe.js';
import { addEvent, addPost, addProgram } from '../../testing/fixtures.js';
import { startTestService, type TestService } from '../../testing/testService.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz';

export type CallerName = 'anonymous' | Role;
export const CALLERS: CallerName[] = ['anonymous', ...ROLES];
const uidOf = (role: Role) => `fuzz-${role}`;

export interface FuzzWorld {
  service: TestService;
  /** Ids, slugs, uids and question ids of the rows below, refreshed by reseed(). */
  known: string[];
  authorization(caller: CallerName): string | null;
  /** Empties the database and writes the fixtures again, so one operation's successes do not starve the next. */
  reseed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The service with Stripe set up, one signed-in user per role, and a little of everything for the
 * known ids to point at: an open and a draft programme, an applicant's draft with a file, a
 * student's submitted application with a reviewer, a story and a notice.
 */
export async function startFuzzWorld(backend: Backend): Promise<FuzzWorld> {
  const stripe = await fakeStripe();
  const service = await startTestService(backend, {
    settings: { stripe: { secretKey: 'sk_test_fuzz', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: stripe.base } },
  });
  const known: string[] = [];

  async function reseed() {
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
    async close() {
      await service.close();
      await stripe.close();
    },
  };
}
