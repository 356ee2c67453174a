import { useId } from 'react';
import type { StaffSubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { AnswerText } from '../review/components/AnswerText.js';
import { SubmissionFiles } from './SubmissionFiles.js';

/** What was asked and what the student handed in: the instructions, their typed answer, their files. */
export function SubmissionContent({ submission }: { submission: StaffSubmission }) {
  const id = useId();
  const showAnswer = submission.textAnswer || submission.text.trim() !== '';
  return (
    <>
      <section aria-labelledby={`${id}-instructions`}>
        <h2 id={`${id}-instructions`}>{t('Instructions')}</h2>
        {submission.instructionsHtml.trim() ? (
          // Rendered and sanitised by the service, with the public site's Markdown renderer.
          <div className="prose grading-instructions" dangerouslySetInnerHTML={{ __html: submission.instructionsHtml }} />
        ) : (
          <p className="field__hint">{t('The assignment has no instructions.')}</p>
        )}
      </section>
      {showAnswer ? (
        <section aria-labelledby={`${id}-answer`}>
          <h2 id={`${id}-answer`}>{t('Typed answer')}</h2>
          {submission.text.trim() ? (
            <div className="grading-answer">
              <AnswerText text={submission.text} />
            </div>
          ) : (
            <p className="field__hint">{t('No typed answer.')}</p>
          )}
        </section>
      ) : null}
      <section aria-labelledby={`${id}-files`}>
        <h2 id={`${id}-files`}>{t('Files')}</h2>
        <SubmissionFiles submissionId={submission.submissionId} files={submission.files} />
      </section>
    </>
  );
}
