import type { Cohort } from '@sla/data';
import { timeZoneLabel } from '../../programs/timeZones.js';
import { cohortDates, countOf } from '../labels.js';

/** What a cohort is: its programme, dates, time zone, members and whether new students join it; and Edit. */
export function CohortHeader({ cohort, onEdit }: { cohort: Cohort; onEdit?: (() => void) | undefined }) {
  return (
    <div className="delivery-header">
      <dl className="delivery-header__facts">
        <div>
          <dt>Programme</dt>
          <dd>{cohort.programName}</dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{cohortDates(cohort)}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{timeZoneLabel(cohort.timeZone)}</dd>
        </div>
        <div>
          <dt>Members</dt>
          <dd>
            {countOf(cohort.activeMembers, 'active member')}, {cohort.completedMembers} completed
          </dd>
        </div>
        <div>
          <dt>New students</dt>
          <dd>
            {cohort.acceptingStudents ? (
              <span className="badge badge--success">Takes new students</span>
            ) : (
              'Not taking new students'
            )}
          </dd>
        </div>
      </dl>
      {onEdit ? (
        <button type="button" className="button button--outline" onClick={onEdit}>
          Edit cohort
        </button>
      ) : null}
    </div>
  );
}
