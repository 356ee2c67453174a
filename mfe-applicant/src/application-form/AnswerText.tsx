import type { ReactNode } from 'react';
import type { AnswerValue, FormQuestion, UploadedFile } from '@sla/data';
import { choicesOf, isEmptyAnswer, textOf } from '@sla/domain';
import { t } from '@sla/i18n';
import { formatCalendarDate, formatFileSize } from '../format.js';
import './answers.css';

/**
 * One answer as the applicant gave it, for the review step and the submitted application. A file
 * shows its name and size; `fileAction` adds something beside it (a Download button).
 */
export function AnswerText({
  question,
  value,
  files,
  fileAction,
}: {
  question: FormQuestion;
  value: AnswerValue | undefined;
  files: readonly UploadedFile[];
  fileAction?: (file: UploadedFile) => ReactNode;
}) {
  if (question.type === 'file') {
    const file = files.find((candidate) => candidate.id === value);
    if (!file) return <span className="answer--empty">{t('No file uploaded')}</span>;
    return (
      <span className="answer__file">
        <span>
          {file.name} ({formatFileSize(file.size)})
        </span>
        {fileAction?.(file)}
      </span>
    );
  }
  if (isEmptyAnswer(value)) return <span className="answer--empty">{t('Not answered')}</span>;
  if (question.type === 'choice') {
    const chosen = choicesOf(value);
    return chosen.length > 1 ? (
      <ul className="answer__choices">
        {chosen.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
    ) : (
      <>{chosen[0]}</>
    );
  }
  if (question.type === 'date') return <>{formatCalendarDate(textOf(value))}</>;
  return <span className="answer__text">{textOf(value)}</span>;
}
