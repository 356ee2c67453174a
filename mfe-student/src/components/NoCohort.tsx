import { t } from '@sla/i18n';

/** What a student sees before staff have put them in a cohort: nothing is wrong, it just has not started. */
export function NoCohort() {
  return (
    <div className="empty-state" role="status">
      <p>
        <strong>{t('You are not in a cohort yet.')}</strong>
      </p>
      <p>{t('Staff add you once your place is confirmed. Your modules, assignments and mentor will appear here then.')}</p>
    </div>
  );
}
