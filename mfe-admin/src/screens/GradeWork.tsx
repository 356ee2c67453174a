import { Fragment, useState } from 'react';
import { Link, useParams, useSearchParams } from '@sla/router';
import type { StaffSubmission } from '@sla/data';
import { LoadState } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { GradeForm, type Marked } from '../grading/GradeForm.js';
import { filtersFromParams, queuePath, type GradingFilters } from '../grading/gradingFilters.js';
import { GradeHistory } from '../grading/GradeHistory.js';
import { studentName } from '../grading/labels.js';
import { NextWaiting } from '../grading/NextWaiting.js';
import { SubmissionContent } from '../grading/SubmissionContent.js';
import { SubmissionSummary } from '../grading/SubmissionSummary.js';
import { useSubmission } from '../grading/useSubmission.js';
import '../review/review.css';
import '../grading/grading.css';

/**
 * Staff: one hand-in, with what was asked, the answer and files, the grade (in points or with the rubric) and feedback
 * (or a return), and the grades given before.
 */
export default function GradeWork() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // The queue's filters came along in the address, so "Next waiting" and the way back keep them.
  const filters = filtersFromParams(params);
  const opened = useSubmission(id);
  return (
    <Screen
      title={t(screenName('/admin/grading/:id'))}
      subject={
        opened.status === 'ready' ? `${opened.submission.assignmentTitle} — ${studentName(opened.submission.student)}` : null
      }
      lead={t('What was asked, what the student handed in, and your grade and feedback.')}
      wide
    >
      <PortalNav />
      <p>
        <Link to={queuePath(filters)}>{t('Back to the queue')}</Link>
      </p>
      {opened.status === 'gone' ? (
        <div className="error-panel" role="alert">
          <h2 className="error-panel__title">{t('This hand-in was not found')}</h2>
          <div className="error-panel__body">
            <p>{opened.message && t(opened.message)}</p>
          </div>
        </div>
      ) : (
        <LoadState state={opened} loadingLabel={t('Loading the hand-in…')} errorTitle={t('The hand-in could not be loaded')}>
          {(loaded) => (
            // Keyed by id: "Next waiting" opens another hand-in on this screen, and its form starts afresh.
            <Fragment key={id}>
              <Grading submission={loaded.submission} filters={filters} onChanged={loaded.replace} />
            </Fragment>
          )}
        </LoadState>
      )}
    </Screen>
  );
}

function Grading({
  submission,
  filters,
  onChanged,
}: {
  submission: StaffSubmission;
  filters: GradingFilters;
  onChanged: (submission: StaffSubmission) => void;
}) {
  const [marked, setMarked] = useState<Marked | null>(null);
  const mark = (done: Marked) => {
    setMarked(done);
    onChanged(done.submission);
  };
  return (
    <>
      <SubmissionSummary submission={submission} />
      <div className="review-layout">
        <div className="review-layout__main">
          <SubmissionContent submission={submission} />
          <GradeHistory submission={submission} />
        </div>
        <div className="review-layout__side">
          <div className="review-panel">
            <GradeForm
              submission={submission}
              onMarked={mark}
              onLatest={(latest) => {
                // What was said about the version on screen before no longer holds.
                setMarked(null);
                onChanged(latest);
              }}
            />
            <SuccessNotice message={marked ? markedMessage(marked) : ''} />
            {marked ? <NextWaiting filters={filters} after={submission.submissionId} /> : null}
          </div>
        </div>
      </div>
    </>
  );
}

function markedMessage({ action, submission }: Marked): string {
  const name = studentName(submission.student);
  return action === 'graded'
    ? t('Grade saved: {grade} out of {max}. {name} can see it with your feedback.', {
        grade: submission.grade ?? 0,
        max: submission.maxPoints,
        name,
      })
    : t('Returned to {name} for changes.', { name });
}
