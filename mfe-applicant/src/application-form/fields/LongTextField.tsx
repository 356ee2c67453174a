import { useState } from 'react';
import { countWords, textOf } from '@sla/domain';
import { t } from '@sla/i18n';
import { fieldIds } from './fieldIds.js';
import { QuestionFrame } from './QuestionLabel.js';
import type { FieldProps } from './types.js';

/**
 * Several paragraphs, with a live word count. Text that would go over the word limit is not taken
 * (deleting always is), and the applicant is told why, so nobody writes past a limit by accident.
 */
export function LongTextField({ question, value, error, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(question);
  const text = textOf(value);
  const limit = question.wordLimit;
  const words = countWords(text);
  const [refused, setRefused] = useState<string | null>(null);

  const change = (next: string) => {
    const nextWords = countWords(next);
    if (limit && nextWords > limit && nextWords > words) {
      setRefused(
        nextWords - words > 1
          ? t('That would make {words} words, over the limit of {limit}. Shorten the text first.', { words: nextWords, limit })
          : t('You have reached the limit of {limit} words.', { limit }),
      );
      return;
    }
    setRefused(null);
    onChange(next);
  };

  return (
    <QuestionFrame question={question} error={error} describedBy={limit ? ids.count : null}>
      {(control) => (
        <>
          <textarea {...control} rows={8} value={text} onChange={(event) => change(event.target.value)} onBlur={onBlur} />
          {limit ? (
            <p id={ids.count} className={limit && words > limit ? 'field__error field__counter' : 'field__hint field__counter'}>
              {t('{words} / {limit} words', { words, limit })}
            </p>
          ) : null}
          {/* Announced when typing is refused; the counter itself stays quiet so it does not talk over every key. */}
          <p role="status" className={refused ? 'field__error' : 'visually-hidden'}>
            {refused}
          </p>
        </>
      )}
    </QuestionFrame>
  );
}
