import type { Application } from '@sla/data';
import { t } from '@sla/i18n';
import { STATUS_REFUSALS } from '@sla/domain';
import { formatDate, formatDeadline } from './format.js';

/** Why an application cannot be edited, in the applicant's terms (and the page's language). */
export function lockedReason(application: Application): string {
  switch (application.status) {
    case 'draft': {
      // The server decides (by its clock); this only picks the words.
      const passed = application.closesAt !== null && Date.parse(application.closesAt) <= Date.now();
      return passed
        ? t('Applications to {programme} closed on {deadline}, so this draft can no longer be changed or submitted.', {
            programme: application.program.name,
            deadline: formatDeadline(application.closesAt, application.timeZone),
          })
        : t('{programme} is not taking applications now, so this draft cannot be changed at the moment.', {
            programme: application.program.name,
          });
    }
    case 'submitted':
    case 'under_review':
      return application.submittedAt
        ? t('You submitted this application on {date}. A submitted application cannot be changed.', {
            date: formatDate(application.submittedAt),
          })
        : t('This application has been submitted. A submitted application cannot be changed.');
    case 'decided':
      // Marked as a message where it is defined (@sla/domain's STATUS_REFUSALS).
      return t(STATUS_REFUSALS.edit.decided);
    case 'withdrawn':
      return t('You withdrew this application, so it can no longer be changed.');
  }
}

/** What the status means for the applicant now, in the page's language. */
export function statusExplanation(application: Application): string {
  switch (application.status) {
    case 'draft': {
      const deadline = formatDeadline(application.closesAt, application.timeZone);
      return deadline
        ? t('This application has not been submitted yet. Submit it by {deadline}.', { deadline })
        : t('This application has not been submitted yet.');
    }
    case 'submitted':
      return t('We have your application. The programme team will review it after the deadline.');
    case 'under_review':
      return t(
        'The programme team is reviewing your application. We will let you know here and by e-mail when there is a decision.',
      );
    case 'decided':
      if (application.decision === 'accepted')
        return t('Congratulations: you have been accepted. We will be in touch about what happens next.');
      if (application.decision === 'waitlisted')
        return t('You are on the waiting list. We will let you know if a place becomes available.');
      return t('Thank you for applying. We could not offer you a place this time.');
    case 'withdrawn':
      return t('You withdrew this application. It is no longer being considered.');
  }
}
