import type { AnswerValue, FormQuestion, UploadedFile } from '@sla/data';
import { ChoiceField } from './ChoiceField.js';
import { DateField } from './DateField.js';
import { FileField } from './FileField.js';
import { LongTextField } from './LongTextField.js';
import { ShortTextField } from './ShortTextField.js';

export interface QuestionFieldProps {
  applicationId: string;
  question: FormQuestion;
  value: AnswerValue | undefined;
  files: readonly UploadedFile[];
  error: string | null | undefined;
  onChange: (value: AnswerValue) => void;
  onBlur: () => void;
  onUploaded: (file: UploadedFile) => void;
  onRemoved: (file: UploadedFile) => void;
}

/** The control for one question of the form, by its type. */
export function QuestionField({
  applicationId,
  question,
  value,
  files,
  error,
  onChange,
  onBlur,
  onUploaded,
  onRemoved,
}: QuestionFieldProps) {
  const field = { question, value, error, onChange, onBlur };
  switch (question.type) {
    case 'short_text':
      return <ShortTextField {...field} />;
    case 'long_text':
      return <LongTextField {...field} />;
    case 'choice':
      return <ChoiceField {...field} />;
    case 'date':
      return <DateField {...field} />;
    case 'file':
      return (
        <FileField
          applicationId={applicationId}
          question={question}
          file={files.find((file) => file.id === value) ?? null}
          error={error}
          onUploaded={onUploaded}
          onRemoved={onRemoved}
        />
      );
  }
}
