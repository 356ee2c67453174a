import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DataError, type Application } from '@sla/contract';
import { parseInput, startApplicationInput } from '@sla/contract/schemas';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { applications, programs } from '../db/schema.js';
import { visibleToApplicants } from '../programs/programReaders.js';
import { readApplicantView } from './readApplicantView.js';
import { recordEvent } from './recordEvent.js';
import { requireOpenToStart } from './windowRules.js';

const ownFor = async (tx: Db, userId: string, programId: string) =>
  (
    await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.programId, programId)))
      .limit(1)
  )[0] ?? null;

/**
 * Starts the caller's application to a programme (apply_to_programs): a draft holding a copy of the programme's form,
 * so later edits to the form never break it. One application per programme per applicant: starting again returns
 * the one already started (`created: false`), and two starts at once make one row (the unique key decides, not a
 * look first). Someone who withdrew cannot start again this round, a simple rule that keeps one record per person.
 */
export async function startApplication(
  ctx: ServiceContext,
  caller: Caller | null,
  body: unknown,
): Promise<{ application: Application; created: boolean }> {
  const signedIn = await requirePermission(ctx, caller, 'apply_to_programs', { action: 'start_application' });
  const input = parseInput(startApplicationInput, body);
  const userId = signedIn.token.uid;
  const [program] = await ctx.db.select().from(programs).where(eq(programs.id, input.programId)).limit(1);
  if (!program || !visibleToApplicants(program))
    throw new DataError('not_found', APPLICATION_MESSAGES.programNotFound, { programId: APPLICATION_MESSAGES.programNotFound });
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const existing = async (found: { id: string; status: string }) => {
      if (found.status === 'withdrawn') throw new DataError('conflict', APPLICATION_MESSAGES.withdrawnBefore(program.name));
      return { application: await readApplicantView(tx, found.id, now), created: false };
    };
    const already = await ownFor(tx, userId, program.id);
    if (already) return existing(already);
    requireOpenToStart(program, now);
    const [inserted] = await tx
      .insert(applications)
      .values({
        id: randomUUID(),
        userId,
        programId: program.id,
        status: 'draft',
        form: program.form,
        answers: {},
        studentRole: 'not_applicable',
        reviewers: 0,
        reviewsSubmitted: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [applications.userId, applications.programId] })
      .returning({ id: applications.id });
    if (!inserted) {
      // Another start by the same person won the race; theirs is the application.
      const winner = await ownFor(tx, userId, program.id);
      if (!winner) throw new Error('an application conflicted on (user_id, program_id) but cannot be read');
      return existing(winner);
    }
    await recordEvent(tx, { applicationId: inserted.id, type: 'started', actorUid: userId, at: now });
    return { application: await readApplicantView(tx, inserted.id, now), created: true };
  });
}
