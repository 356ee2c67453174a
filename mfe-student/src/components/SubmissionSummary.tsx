import { data, type LearningFile, type MySubmission } from '@sla/data';
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
  const fetchFile = (file: LearningFile) => data.studies.downloadFile(assignmentId, file.id);
  return (
    <div className="student-submission">
      <p className="student-submission__when">
        Handed in on <time dateTime={submission.submittedAt}>{formatDeadline(submission.submittedAt, timeZone)}</time>
        {submission.late ? (
          <>
            {' '}
            <span className="badge badge--warning">Late</span>
          </>
        ) : null}
        {submission.attempt > 1 ? <span className="student-submission__attempt"> Attempt {submission.attempt}</span> : null}
      </p>
      {submission.text ? (
        <>
          <h3 className="student-subheading">Your answer</h3>
          <div className="student-answer">{submission.text}</div>
        </>
      ) : null}
      {submission.files.length > 0 ? (
        <>
          <h3 className="student-subheading">Your files</h3>
          <FileDownloads files={submission.files} fetchFile={fetchFile} label="Files you handed in" />
        </>
      ) : null}
    </div>
  );
}
