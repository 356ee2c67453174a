import { api, routes, type StorySubmission, type SubmissionStatus } from '@sla/data';
import { KeysetTable } from '@sla/data-views';
import { FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { formatMoment, fromNow } from '../overview/when.js';
import { useLivePages } from '../overview/useLivePages.js';
import { EMPTY_LISTS, LIST_CAPTIONS, SUBMISSION_STATUS_BADGES, SUBMISSION_STATUS_LABELS } from './labels.js';

const fetchSubmissions = (query: { status: SubmissionStatus; cursor?: string; limit?: number }) =>
  api(routes.listSubmissions, { query });

/** Submissions with one status, newest first, following other editors' changes as they happen. */
export function SubmissionList({
  status,
  onStatus,
  openPath,
}: {
  status: SubmissionStatus;
  onStatus: (status: SubmissionStatus) => void;
  /** The address of one submission, keeping the list's filter for the way back. */
  openPath: (submission: StorySubmission) => string;
}) {
  const list = useLivePages(fetchSubmissions, { status });
  const live = useLiveChanges(['submission'], list.refresh, list.refresh);
  const now = new Date();
  const statusLabels = Object.fromEntries(
    Object.entries(SUBMISSION_STATUS_LABELS).map(([each, label]) => [each, t(label)]),
  ) as Record<SubmissionStatus, string>;

  return (
    <>
      <div className="content-bar">
        <FilterSelect
          label={t('Show')}
          value={status}
          onChange={onStatus}
          labels={statusLabels}
          className="content-bar__filter"
        />
        <LiveBadge state={live} />
      </div>
      <KeysetTable
        list={list}
        noun={[t('submission'), t('submissions')]}
        caption={t(LIST_CAPTIONS[status])}
        loadingLabel={t('Loading submissions…')}
        errorTitle={t('The submissions could not be loaded')}
        moreLabel={t('Load more')}
        more={t('more available')}
        columns={[t('Story'), t('Author'), t('Sent'), t('Status')]}
        empty={t(EMPTY_LISTS[status])}
        row={(submission) => (
          <tr key={submission.id}>
            <th scope="row" className="data-table__wrap">
              <Link to={openPath(submission)}>{submission.title.trim() || t('Untitled story')}</Link>
            </th>
            <td className="data-table__wrap">{submission.authorName}</td>
            <td>
              <time dateTime={submission.submittedAt} title={formatMoment(submission.submittedAt)}>
                {fromNow(submission.submittedAt, now)}
              </time>
            </td>
            <td>
              <span className={SUBMISSION_STATUS_BADGES[submission.status]}>{statusLabels[submission.status]}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}
