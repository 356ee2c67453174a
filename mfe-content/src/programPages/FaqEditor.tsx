import { useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from '@sla/data';
import { Field, useAnnouncer } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { moveItem } from '../categories/moveItem.js';
import { newFaqKey, type FaqDraft } from './pageDraft.js';

/**
 * The programme's questions and answers: add, edit, move up or down, remove. Each change is read out,
 * and focus goes where the keyboard user expects (the moved item's button, the next item, the new question).
 * `french`: the page's French version's, named so beside the English ones on the same screen.
 */
export function FaqEditor({
  faq,
  errors,
  onChange,
  french = false,
}: {
  faq: readonly FaqDraft[];
  errors: FieldErrors;
  french?: boolean;
  /**
   * `changed`: the fields whose errors no longer apply ("faq.0.answer"), or "all" when items moved or
   * went, since errors found by position then point at the wrong ones.
   */
  onChange: (faq: FaqDraft[], changed: string[] | 'all') => void;
}) {
  const id = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  const { message, announce } = useAnnouncer();
  const [focus, setFocus] = useState<{ selectors: string[] } | null>(null);

  // Moved and new items are rendered anew, which drops focus: it is put back by hand.
  useEffect(() => {
    if (!focus || !root.current) return;
    const candidates = [...root.current.querySelectorAll<HTMLElement>('[data-focus]')];
    for (const selector of focus.selectors) {
      const found = candidates.find((element) => element.dataset.focus === selector && !element.matches(':disabled'));
      if (found) return found.focus();
    }
  }, [focus]);

  const update = (index: number, patch: Partial<Pick<FaqDraft, 'question' | 'answer'>>) =>
    onChange(
      faq.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)),
      Object.keys(patch).map((name) => `faq.${index}.${name}`),
    );

  const move = (index: number, delta: -1 | 1) => {
    const entry = faq[index];
    if (!entry) return;
    onChange(moveItem(faq, index, delta), 'all');
    announce(
      t('Moved question {number} to position {position} of {total}.', {
        number: index + 1,
        position: index + delta + 1,
        total: faq.length,
      }),
    );
    const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up'];
    setFocus({ selectors: [`${entry.key}:${same}`, `${entry.key}:${other}`] });
  };

  const remove = (index: number) => {
    const next = faq.filter((_, at) => at !== index);
    onChange(next, 'all');
    announce(t('Removed question {number}.', { number: index + 1 }));
    const after = next[index] ?? next[index - 1];
    setFocus({ selectors: after ? [`${after.key}:question`] : ['add'] });
  };

  const add = () => {
    const entry = { key: newFaqKey(), question: '', answer: '' };
    onChange([...faq, entry], ['faq']);
    setFocus({ selectors: [`${entry.key}:question`] });
  };

  return (
    <fieldset ref={root} className="faq-editor" aria-describedby={`${id}-hint`}>
      <legend className="faq-editor__legend">{french ? t('Questions and answers in French') : t('Questions and answers')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {french
          ? t('Shown on the French page in this order. Answers are Markdown, like the description.')
          : t('Shown on the programme’s page in this order. Answers are Markdown, like the description.')}
      </p>
      {faq.length ? null : <p className="faq-editor__empty">{t('No questions yet.')}</p>}
      <ol className="faq-editor__list">
        {faq.map((entry, index) => {
          const values = { number: index + 1 };
          const hidden = { hidden: <span className="visually-hidden" /> };
          return (
            <li key={entry.key} className="faq-editor__item">
              <h3 className="faq-editor__title">
                {french ? t('French question {number}', values) : t('Question {number}', values)}
              </h3>
              <Field
                label={
                  french ? (
                    <T message="Question<hidden> {number} in French</hidden>" values={values} components={hidden} />
                  ) : (
                    <T message="Question<hidden> {number}</hidden>" values={values} components={hidden} />
                  )
                }
                error={errors[`faq.${index}.question`]}
                required
              >
                {(control) => (
                  <input
                    {...control}
                    data-focus={`${entry.key}:question`}
                    value={entry.question}
                    lang={french ? 'fr' : undefined}
                    maxLength={320}
                    onChange={(event) => update(index, { question: event.target.value })}
                  />
                )}
              </Field>
              <MarkdownEditor
                label={
                  french ? (
                    <T message="Answer<hidden> {number} in French</hidden>" values={values} components={hidden} />
                  ) : (
                    <T message="Answer<hidden> {number}</hidden>" values={values} components={hidden} />
                  )
                }
                required
                rows={4}
                images={false}
                topHeading={4}
                lang={french ? 'fr' : undefined}
                value={entry.answer}
                error={errors[`faq.${index}.answer`]}
                onChange={(answer) => update(index, { answer })}
              />
              <div className="faq-editor__actions">
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${entry.key}:up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {french ? (
                    <T message="Move up<hidden>: French question {number}</hidden>" values={values} components={hidden} />
                  ) : (
                    <T message="Move up<hidden>: question {number}</hidden>" values={values} components={hidden} />
                  )}
                </button>
                <button
                  type="button"
                  className="button button--outline button--small"
                  data-focus={`${entry.key}:down`}
                  disabled={index === faq.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {french ? (
                    <T message="Move down<hidden>: French question {number}</hidden>" values={values} components={hidden} />
                  ) : (
                    <T message="Move down<hidden>: question {number}</hidden>" values={values} components={hidden} />
                  )}
                </button>
                <button
                  type="button"
                  className="button button--outline button--danger-outline button--small"
                  onClick={() => remove(index)}
                >
                  {french ? (
                    <T message="Remove<hidden>: French question {number}</hidden>" values={values} components={hidden} />
                  ) : (
                    <T message="Remove<hidden>: question {number}</hidden>" values={values} components={hidden} />
                  )}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--outline" data-focus="add" onClick={add}>
        {french ? t('Add a question in French') : t('Add a question')}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}
