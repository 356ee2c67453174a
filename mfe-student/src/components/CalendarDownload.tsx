import { api, routes } from '@sla/data';
import { useFileActions } from '@sla/data-views';
import { t } from '@sla/i18n';

const CALENDAR = { id: 'calendar', name: 'programme-calendar.ics' };

/**
 * Due dates and module openings as a calendar file, for the student's own calendar app (Google, Outlook, Apple all
 * import .ics). The service writes it, so it holds what the service holds, in exact instants.
 */
export function CalendarDownload() {
  const files = useFileActions(() => t('The calendar could not be downloaded. Try again in a moment.'));
  return (
    <div className="student-calendar">
      <button
        type="button"
        className="button button--outline button--small"
        disabled={files.busy === CALENDAR.id}
        onClick={() => files.download(CALENDAR, () => api(routes.downloadStudentCalendar))}
      >
        {files.busy === CALENDAR.id ? t('Preparing…') : t('Add due dates to your calendar')}
      </button>
      <span className="field__hint"> {t('A file your calendar app opens (.ics).')}</span>
      {files.problem ? (
        <p className="field__error" role="alert">
          {files.problem}
        </p>
      ) : null}
    </div>
  );
}
