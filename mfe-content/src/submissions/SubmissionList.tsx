import { data, type StorySubmission, type SubmissionStatus } from '@sla/data';
import { KeysetTable } from '@sla/data-views';
import { FilterSelect } from '@sla/forms';
import { Link } from '@sla/router';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { formatMoment, fromNow } from '../overview/when.js';
import { useLivePages } from '../overview/useLivePages.js';
import { EMPTY_LISTS, SUBMISSION_STATUS_BADGES, SUBMISSION_STATUS_LABELS } from './labels.js';

const fetchSubmissions = (query: { status: SubmissionStatus; cursor?: string; limit?: number }) => data.submissions.list(query);

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
  const live = useLiveChanges(['submission'], list.refresh);
  const now = new Date();

  return (
    <>
      <div className="content-bar">
        <FilterSelect
          label="Show"
          value={status}
          onChange={onStatus}
          labels={SUBMISSION_STATUS_LABELS}
          className="content-bar__filter"
        />
        <LiveBadge state={live} />
      </div>
      <KeysetTable
        list={list}
        noun={['submission', 'submissions']}
        caption={`${SUBMISSION_STATUS_LABELS[status]} submissions, newest first`}
        columns={['Story', 'Author', 'Sent', 'Status']}
        empty={EMPTY_LISTS[status]}
        row={(submission) => (
          <tr key={submission.id}>
            <th scope="row" className="data-table__wrap">
              <Link to={openPath(submission)}>{submission.title.trim() || 'Untitled story'}</Link>
            </th>
            <td className="data-table__wrap">{submission.authorName}</td>
            <td>
              <time dateTime={submission.submittedAt} title={formatMoment(submission.submittedAt)}>
                {fromNow(submission.submittedAt, now)}
              </time>
            </td>
            <td>
              <span className={SUBMISSION_STATUS_BADGES[submission.status]}>{SUBMISSION_STATUS_LABELS[submission.status]}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}
