import type { Cohort } from '@sla/data';
import { t } from '@sla/i18n';
import { timeZoneLabel } from '../../programs/timeZones.js';
import { cohortDates } from '../labels.js';

/** What a cohort is: its programme, dates, time zone, members and whether new students join it; and Edit. */
export function CohortHeader({ cohort, onEdit }: { cohort: Cohort; onEdit?: (() => void) | undefined }) {
  return (
    <div className="delivery-header">
      <dl className="delivery-header__facts">
        <div>
          <dt>{t('Programme')}</dt>
          <dd>{cohort.programName}</dd>
        </div>
        <div>
          <dt>{t('Dates')}</dt>
          <dd>{cohortDates(cohort)}</dd>
        </div>
        <div>
          <dt>{t('Time zone')}</dt>
          <dd>{timeZoneLabel(cohort.timeZone)}</dd>
        </div>
        <div>
          <dt>{t('Members')}</dt>
          <dd>
            {t('{active, plural, one {# active member} other {# active members}}, {completed} completed', {
              active: cohort.activeMembers,
              completed: cohort.completedMembers,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('New students')}</dt>
          <dd>
            {cohort.acceptingStudents ? (
              <span className="badge badge--success">{t('Takes new students')}</span>
            ) : (
              t('Not taking new students')
            )}
          </dd>
        </div>
      </dl>
      {onEdit ? (
        <button type="button" className="button button--outline" onClick={onEdit}>
          {t('Edit cohort')}
        </button>
      ) : null}
    </div>
  );
}
