import { useId } from 'react';
import type { AnswerValue, ApplicationForm, Answers, FormQuestion, UploadedFile } from '@sla/data';
import { isEmptyAnswer } from '@sla/domain';
import { t } from '@sla/i18n';
import { formatCalendarDay } from '../format.js';
import { AnswerText } from './AnswerText.js';
import { FileItem } from './FileItem.js';

export interface AnswersViewProps {
  applicationId: string;
  form: ApplicationForm;
  answers: Answers;
  files: readonly UploadedFile[];
  /** The heading level of each section's title (sections sit under an h2 on every screen here). */
  level?: 3 | 4;
}

/** Every section and question of the form with its answer, files with Open and Download. */
export function AnswersView({ applicationId, form, answers, files, level = 3 }: AnswersViewProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  if (form.sections.length === 0) return <p className="empty-state">{t("This programme's form has no questions.")}</p>;
  return (
    <>
      {form.sections.map((section) => (
        <section key={section.id} className="review-answers__section" aria-labelledby={`${id}-${section.id}`}>
          <Heading id={`${id}-${section.id}`} className="review-answers__title">
            {section.title}
          </Heading>
          {section.description ? <p className="field__hint">{section.description}</p> : null}
          <dl className="review-answers">
            {section.questions.map((question) => (
              <div key={question.id} className="review-answers__item">
                <dt className="review-answers__question">{question.label}</dt>
                <dd className="review-answers__answer">
                  <Answer
                    applicationId={applicationId}
                    question={question}
                    value={answers[question.id]}
                    files={files.filter((file) => file.questionId === question.id)}
                  />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function Answer({
  applicationId,
  question,
  value,
  files,
}: {
  applicationId: string;
  question: FormQuestion;
  value: AnswerValue | undefined;
  files: readonly UploadedFile[];
}) {
  if (question.type === 'file') {
    // Files are matched by question, so every uploaded file shows even if the answer lost its id.
    if (files.length === 0) return <NoAnswer />;
    return (
      <ul className="review-files">
        {files.map((file) => (
          <li key={file.id}>
            <FileItem applicationId={applicationId} file={file} />
          </li>
        ))}
      </ul>
    );
  }
  if (value === undefined || isEmptyAnswer(value)) return <NoAnswer />;
  if (Array.isArray(value)) {
    return (
      <ul className="review-choices">
        {value.map((choice) => (
          <li key={choice}>{choice}</li>
        ))}
      </ul>
    );
  }
  if (value === null) return <NoAnswer />;
  switch (question.type) {
    case 'date':
      return <>{formatCalendarDay(value)}</>;
    case 'long_text':
      return <AnswerText text={value} />;
    default:
      return <>{value}</>;
  }
}

function NoAnswer() {
  return <span className="data-table__muted">{t('No answer')}</span>;
}
