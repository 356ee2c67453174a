import type { Application } from '@sla/data';
import { STATUS_REFUSALS } from '@sla/domain';
import { formatDate, formatDeadline } from './format.js';

/** Why an application cannot be edited, in the applicant's terms. */
export function lockedReason(application: Application): string {
  switch (application.status) {
    case 'draft': {
      // The server decides (by its clock); this only picks the words.
      const passed = application.closesAt !== null && Date.parse(application.closesAt) <= Date.now();
      return passed
        ? `Applications to ${application.program.name} closed on ${formatDeadline(application.closesAt, application.timeZone)}, so this draft can no longer be changed or submitted.`
        : `${application.program.name} is not taking applications now, so this draft cannot be changed at the moment.`;
    }
    case 'submitted':
    case 'under_review':
      return application.submittedAt
        ? `You submitted this application on ${formatDate(application.submittedAt)}. A submitted application cannot be changed.`
        : 'This application has been submitted. A submitted application cannot be changed.';
    case 'decided':
      return STATUS_REFUSALS.edit.decided;
    case 'withdrawn':
      return 'You withdrew this application, so it can no longer be changed.';
  }
}

/** What the status means for the applicant now. */
export function statusExplanation(application: Application): string {
  switch (application.status) {
    case 'draft': {
      const deadline = formatDeadline(application.closesAt, application.timeZone);
      return `This application has not been submitted yet.${deadline ? ` Submit it by ${deadline}.` : ''}`;
    }
    case 'submitted':
      return 'We have your application. The programme team will review it after the deadline.';
    case 'under_review':
      return 'The programme team is reviewing your application. We will let you know here and by e-mail when there is a decision.';
    case 'decided':
      if (application.decision === 'accepted')
        return 'Congratulations: you have been accepted. We will be in touch about what happens next.';
      if (application.decision === 'waitlisted')
        return 'You are on the waiting list. We will let you know if a place becomes available.';
      return 'Thank you for applying. We could not offer you a place this time.';
    case 'withdrawn':
      return 'You withdrew this application. It is no longer being considered.';
  }
}
