import { api, routes, type LearningFile, type MySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDeadline } from '../format.js';
import { FileDownloads } from './FileDownloads.js';

/** The work as last handed in: when (and whether late), which attempt, the typed answer and the files. */
export function SubmissionSummary({
  assignmentId,
  submission,
  timeZone,
}: {
  assignmentId: string;
  submission: MySubmission;
  timeZone: string;
}) {
  const fetchFile = (file: LearningFile) => api(routes.downloadOwnFile, { params: { id: assignmentId, fileId: file.id } });
  return (
    <div className="student-submission">
      <p className="student-submission__when">
        <T
          message="Handed in on <time>{date}</time>"
          values={{ date: formatDeadline(submission.submittedAt, timeZone) }}
          components={{ time: <time dateTime={submission.submittedAt} /> }}
        />
        {submission.late ? (
          <>
            {' '}
            <span className="badge badge--warning">{t('Late')}</span>
          </>
        ) : null}
        {submission.attempt > 1 ? (
          <span className="student-submission__attempt"> {t('Attempt {number}', { number: submission.attempt })}</span>
        ) : null}
      </p>
      {submission.text ? (
        <>
          <h3 className="student-subheading">{t('Your answer')}</h3>
          <div className="student-answer">{submission.text}</div>
        </>
      ) : null}
      {submission.files.length > 0 ? (
        <>
          <h3 className="student-subheading">{t('Your files')}</h3>
          <FileDownloads files={submission.files} fetchFile={fetchFile} label={t('Files you handed in')} />
        </>
      ) : null}
    </div>
  );
}
