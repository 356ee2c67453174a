import { eq } from 'drizzle-orm';
import { DataError, type Answers, type Application } from '@sla/contract';
import { parseInput, saveAnswersInput } from '@sla/contract/schemas';
import { answersProblems } from '@sla/domain';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { applications } from '../db/schema.js';
import { findApplication } from './loadApplication.js';
import { noSuchApplication, requireOwnApplication } from './ownApplication.js';
import { readApplicantView } from './readApplicantView.js';
import { applicantTransition } from './applicantTransition.js';
import { requireOpenFor } from './windowRules.js';

/** The stored answers with the given ones laid over them; a null clears an answer. */
export function mergeAnswers(stored: Answers, given: Answers): Answers {
  const merged: Answers = { ...stored };
  for (const [id, value] of Object.entries(given)) {
    if (value === null) delete merged[id];
    else merged[id] = value;
  }
  return merged;
}

/**
 * Autosave (edit_own_applications): keeps whatever subset of answers it is given on the caller's own draft while the
 * window is open. Each value is checked against the form the application was started with; unanswered required
 * questions are fine here and only matter at submit.
 */
export async function saveAnswers(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<Application> {
  await requireOwnApplication(ctx, caller, id, 'edit_own_applications', 'save_answers');
  const input = parseInput(saveAnswersInput, body);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { lock: true });
    if (!row) throw noSuchApplication();
    applicantTransition(row, 'edit', now);
    requireOpenFor(row.program, now, 'change');
    const problems = answersProblems(row.form, input.answers);
    if (Object.keys(problems).length) throw new DataError('invalid_input', APPLICATION_MESSAGES.invalidAnswers, problems);
    await tx
      .update(applications)
      .set({
        answers: mergeAnswers(row.answers, input.answers),
        ...(input.step === undefined ? {} : { resumeStep: Math.min(input.step, row.form.sections.length + 1) }),
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    return readApplicantView(tx, id, now);
  });
}
