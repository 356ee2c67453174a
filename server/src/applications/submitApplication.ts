import { eq } from 'drizzle-orm';
import { DataError, type Application } from '@sla/contract';
import { submissionProblems, unansweredQuestions } from '@sla/domain';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { applications } from '../db/schema.js';
import { requireAnyPermission } from '../access.js';
import { findApplication, listFileMeta } from './loadApplication.js';
import { noSuchApplication, requireOwnApplication } from './ownApplication.js';
import { readApplicantView } from './readApplicantView.js';
import { recordEvent } from './recordEvent.js';
import { applicantTransition } from './applicantTransition.js';
import { requireOpenFor } from './windowRules.js';

/**
 * Submits the caller's own draft. The server's clock decides the deadline, whatever the browser says. The row is
 * locked for the change, so two submits at once make one submission: the second finds it submitted and answers with
 * it as it is (the same request twice is not an error), without a second event.
 */
export async function submitApplication(ctx: ServiceContext, caller: Caller | null, id: string): Promise<Application> {
  const { caller: signedIn } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'submit_application');
  await requireAnyPermission(ctx, signedIn, ['edit_own_applications', 'apply_to_programs'], {
    action: 'submit_application',
    applicationId: id,
  });
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { lock: true });
    if (!row) throw noSuchApplication();
    if (row.status === 'submitted') return readApplicantView(tx, id, now);
    const status = applicantTransition(row, 'submit', now);
    requireOpenFor(row.program, now, 'submit');
    const files = await listFileMeta(tx, id);
    const fileIds = new Set(files.map((file) => file.id));
    const problems = submissionProblems(row.form, row.answers, fileIds);
    if (Object.keys(problems).length) {
      const unanswered = unansweredQuestions(row.form, row.answers, fileIds).length > 0;
      throw new DataError(
        'invalid_input',
        unanswered ? APPLICATION_MESSAGES.unanswered : APPLICATION_MESSAGES.invalidAnswers,
        problems,
      );
    }
    await tx.update(applications).set({ status, submittedAt: now, updatedAt: now }).where(eq(applications.id, id));
    await recordEvent(tx, { applicationId: id, type: 'submitted', actorUid: signedIn.token.uid, at: now });
    return readApplicantView(tx, id, now);
  });
}
