import { Link } from '@sla/router';
import { api, errorMessage, routes, type GradingItem } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { gradePath, gradingQueryOf, queuePath, type GradingFilters } from './gradingFilters.js';
import { studentName } from './labels.js';

/**
 * The oldest hand-in still waiting under the queue's cohort and assignment filters, other than the one just marked
 * (the service may not have moved it yet): two rows are enough to find it.
 */
async function nextWaiting(filters: GradingFilters, after: string): Promise<GradingItem | null> {
  const page = await api(routes.listGradingQueue, {
    query: { ...gradingQueryOf({ ...filters, state: 'submitted' }), limit: 2 },
  });
  return page.items.find((item) => item.submissionId !== after) ?? null;
}

/** After marking: on to the next hand-in waiting with the same filters, or back to the queue. */
export function NextWaiting({ filters, after }: { filters: GradingFilters; after: string }) {
  const next = useLoad(() => nextWaiting(filters, after), [JSON.stringify(filters), after]);
  const back = (
    <Link to={queuePath(filters)} className="button button--outline">
      {t('Back to the queue')}
    </Link>
  );
  if (next.status === 'loading') return <Loading label={t('Finding the next hand-in…')} />;
  return (
    <div className="review-actions grading-next">
      {next.status === 'error' ? (
        <p className="field__hint">
          {t('The next hand-in could not be found.')} {t(errorMessage(next.error))}
        </p>
      ) : next.value ? (
        <Link to={gradePath(next.value.submissionId, filters)} className="button button--primary">
          {t('Next waiting: {student}, {assignment}', {
            student: studentName(next.value.student),
            assignment: next.value.assignmentTitle,
          })}
        </Link>
      ) : (
        <p className="grading-next__none">{t('Nothing else is waiting to be graded.')}</p>
      )}
      {back}
    </div>
  );
}
