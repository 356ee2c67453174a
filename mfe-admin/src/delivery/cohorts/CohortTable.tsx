import type { Cohort } from '@sla/data';
import { StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { cohortDates, cohortPath } from '../labels.js';

/** Newest start first, whatever order the service answered in. */
const newestFirst = (cohorts: readonly Cohort[]) => [...cohorts].sort((a, b) => b.startsOn.localeCompare(a.startsOn));

/** A programme's cohorts: name (to the cohort's page), dates and members; a card per cohort on a phone. */
export function CohortTable({ programName, cohorts }: { programName: string; cohorts: readonly Cohort[] }) {
  return (
    <StackedTableRegion caption={t('Cohorts of {programName}, newest first', { programName })}>
      <thead>
        <tr>
          <th scope="col">{t('Cohort')}</th>
          <th scope="col">{t('Dates')}</th>
          <th scope="col" className="data-table__number">
            {t('Active')}
          </th>
          <th scope="col" className="data-table__number">
            {t('Completed')}
          </th>
        </tr>
      </thead>
      <tbody>
        {newestFirst(cohorts).map((cohort) => (
          <tr key={cohort.id}>
            <th scope="row" className="data-table__name">
              <Link to={cohortPath(cohort.id)}>{cohort.name}</Link>
              {cohort.acceptingStudents ? (
                <span className="badge badge--success data-table__badge-after">{t('Takes new students')}</span>
              ) : null}
            </th>
            <td className="data-table__wrap">{cohortDates(cohort)}</td>
            <td className="data-table__number">{cohort.activeMembers}</td>
            <td className="data-table__number">{cohort.completedMembers}</td>
          </tr>
        ))}
      </tbody>
    </StackedTableRegion>
  );
}
