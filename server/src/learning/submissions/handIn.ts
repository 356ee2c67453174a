import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { DataError, type StudentAssignment } from '@sla/contract';
import { handInInput, parseInput } from '@sla/contract/schemas';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { submissionFiles, submissions } from '../../db/schema.js';
import { handInRefusal } from './handInRefusal.js';
import { findOwnAssignment } from './ownAssignment.js';
import { studentAssignmentView } from './studentAssignmentView.js';

const refused = (field: 'text' | 'fileIds', message: string) => new DataError('invalid_input', message, { [field]: message });

/**
 * Hands the caller's work in, or in again (submit_program_work), by the service's clock whatever the browser says: the
 * typed answer and the listed uploads become the submission; waiting files not listed are deleted, and so are files
 * handed in before and not listed again. One transaction, the student's membership locked, so two hand-ins at once are
 * taken one after the other and each sees the other's result. Refusals (409 by the hand-in rule, 400 for what is
 * handed in) store nothing. The answer is read in the same transaction: what this hand-in stored.
 */
export async function handIn(
  ctx: ServiceContext,
  caller: Caller | null,
  assignmentId: string,
  body: unknown,
): Promise<StudentAssignment> {
  const student = await requirePermission(ctx, caller, 'submit_program_work', { action: 'hand_in', assignmentId });
  const input = parseInput(handInInput, body);
  const uid = student.token.uid;
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const own = await findOwnAssignment(tx, uid, assignmentId, { lock: true });
    const { assignment, cohort } = own;
    const mine = and(eq(submissions.assignmentId, assignmentId), eq(submissions.uid, uid));
    const [current] = await tx.select().from(submissions).where(mine).for('update');
    const refusal = handInRefusal(
      { ...assignment, timeZone: cohort.timeZone, memberStatus: cohort.status, submission: current ?? null },
      now,
    );
    if (refusal) throw new DataError('conflict', refusal);

    if (input.text && !assignment.textAnswer) throw refused('text', SUBMISSION_MESSAGES.noTextAnswer);
    const fileIds = [...new Set(input.fileIds)];
    if (fileIds.length && !assignment.fileTypes.length) throw refused('fileIds', SUBMISSION_MESSAGES.takesNoFiles);
    if (!input.text && !fileIds.length) throw new DataError('invalid_input', SUBMISSION_MESSAGES.nothingToHandIn);
    const myFiles = and(eq(submissionFiles.assignmentId, assignmentId), eq(submissionFiles.uid, uid));
    if (fileIds.length) {
      const found = await tx
        .select({ id: submissionFiles.id })
        .from(submissionFiles)
        .where(and(myFiles, inArray(submissionFiles.id, fileIds)));
      if (found.length !== fileIds.length) throw refused('fileIds', SUBMISSION_MESSAGES.notYourFiles);
      await tx.delete(submissionFiles).where(and(myFiles, notInArray(submissionFiles.id, fileIds)));
      await tx
        .update(submissionFiles)
        .set({ handedIn: true })
        .where(and(myFiles, inArray(submissionFiles.id, fileIds)));
    } else await tx.delete(submissionFiles).where(myFiles);

    const work = {
      cohortId: assignment.cohortId,
      status: 'submitted' as const,
      textAnswer: input.text,
      late: now > assignment.dueAt,
      submittedAt: now,
    };
    if (current)
      await tx
        .update(submissions)
        .set({ ...work, attempt: current.attempt + 1, grade: null, rubricMarks: null })
        .where(eq(submissions.id, current.id));
    else await tx.insert(submissions).values({ id: randomUUID(), assignmentId, uid, ...work, attempt: 1, feedback: '' });
    // Read before the lock is let go: after it, a second hand-in at once may already have replaced this one, and its
    // answer must say what this request stored (attempt 1), not what the other did.
    return studentAssignmentView(tx, own, uid, now);
  });
}
