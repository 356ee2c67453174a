import { useId } from 'react';
import type { FieldErrors } from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import type { QuestionDraft } from './draft.js';
import { Checkbox, errorAt, InputField, NumberField, SelectField, TextAreaField, textOf } from './editorFields.js';
import { ItemActions } from './ItemActions.js';
import { optionsOf, QUESTION_TYPE_LABELS, UPLOAD_TYPE_LABELS } from './labels.js';

/** One question of the form: its type, wording, whether it must be answered, and its type's limits. */
export function QuestionEditor({
  question,
  answerKey,
  position,
  index,
  count,
  errors,
  path,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft;
  /** The id answers are stored under: the saved one, or the one it will get when saved. */
  answerKey: string;
  /** "2.3": section 2, question 3, for headings. */
  position: string;
  index: number;
  count: number;
  errors: FieldErrors;
  /** Where this question's errors are, e.g. "form.sections.1.questions.2". */
  path: string;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const error = (field: string) => errorAt(errors, `${path}.${field}`);
  const title = question.label.trim() || t('New question');
  const acceptError = error('accept');
  const text = textOf(question, onChange);

  return (
    <div className="builder-item builder-item--question">
      <h4 id={`${id}-heading`} className="builder-item__title" tabIndex={-1} data-focus={`${question.key}:heading`}>
        {t('Question {position}: {title}', { position, title })}
      </h4>
      <p className="field__hint builder-item__key">
        {question.id ? (
          <T message="Answers are stored under <code>{key}</code>." values={{ key: answerKey }} components={{ code: <code /> }} />
        ) : (
          <T
            message="Answers are stored under <code>{key}</code>, fixed once the programme is saved."
            values={{ key: answerKey }}
            components={{ code: <code /> }}
          />
        )}
      </p>
      <div className="builder-row">
        <SelectField
          label={t('Type')}
          error={error('type')}
          focusKey={`${question.key}:first`}
          options={optionsOf(QUESTION_TYPE_LABELS)}
          value={question.type}
          onChange={(type) => onChange({ type })}
        />
        <Checkbox label={t('Must be answered')} checked={question.required} onChange={(required) => onChange({ required })} />
      </div>
      <InputField
        label={t('Question')}
        error={errorAt(errors, `${path}.label`, `${path}.id`)}
        maxLength={300}
        {...text('label')}
      />
      <TextAreaField
        label={t('Help text')}
        hint={t('Shown under the question.')}
        error={error('help')}
        optional
        rows={2}
        maxLength={1000}
        {...text('help')}
      />

      {question.type === 'short_text' ? (
        <NumberField
          label={t('Most characters allowed')}
          hint={t('Leave empty for 200.')}
          error={error('maxLength')}
          optional
          {...text('maxLength')}
        />
      ) : question.type === 'long_text' ? (
        <NumberField
          label={t('Word limit')}
          hint={t('At least 10. Leave empty for no limit.')}
          error={error('wordLimit')}
          optional
          {...text('wordLimit')}
        />
      ) : question.type === 'choice' ? (
        <>
          <TextAreaField
            label={t('Options')}
            hint={t('One per line, as applicants will see them.')}
            error={error('options')}
            rows={4}
            {...text('options')}
          />
          <Checkbox
            label={t('Applicants may choose more than one')}
            checked={question.multiple}
            onChange={(multiple) => onChange({ multiple })}
          />
        </>
      ) : question.type === 'file' ? (
        <>
          <fieldset
            className="builder-fieldset builder-fieldset--plain"
            aria-describedby={acceptError ? `${id}-accept-error` : undefined}
            aria-invalid={acceptError ? true : undefined}
          >
            <legend>{t('Accepted file types')}</legend>
            {UPLOAD_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={t(UPLOAD_TYPE_LABELS[type])}
                checked={question.accept.includes(type)}
                onChange={(checked) =>
                  onChange({ accept: UPLOAD_TYPES.filter((each) => (each === type ? checked : question.accept.includes(each))) })
                }
              />
            ))}
            {acceptError ? (
              <span id={`${id}-accept-error`} className="field__error">
                {acceptError}
              </span>
            ) : null}
          </fieldset>
          <NumberField
            label={t('Largest file, in MB')}
            hint={t('At most {max}. Leave empty for {max}.', { max: UPLOAD_MAX_MB })}
            error={error('maxSizeMb')}
            optional
            inputMode="decimal"
            {...text('maxSizeMb')}
          />
        </>
      ) : (
        <p className="field__hint">{t('Applicants pick a day from a calendar.')}</p>
      )}

      <ItemActions
        itemKey={question.key}
        name={t('question {position}, {title}', { position, title })}
        index={index}
        count={count}
        onMove={onMove}
        onRemove={onRemove}
      />
    </div>
  );
}
