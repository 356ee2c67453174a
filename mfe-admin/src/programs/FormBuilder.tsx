import { useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formIds } from './buildInput.js';
import { moved, newQuestion, newSection, type QuestionDraft, type SectionDraft } from './draft.js';
import { errorAt, InputField, TextAreaField, textOf } from './editorFields.js';
import { focusTarget, ItemActions, useListChanges } from './ItemActions.js';
import { QuestionEditor } from './QuestionEditor.js';

const sectionTitle = (section: SectionDraft) => section.title.trim() || t('Untitled section');

/** "section 2, About you": how buttons and announcements name a section. */
const sectionName = (section: SectionDraft, index: number) =>
  t('section {number}, {title}', { number: index + 1, title: sectionTitle(section) });

const questionName = (question: QuestionDraft) => t('question “{label}”', { label: question.label.trim() || t('New question') });

/**
 * The application form: sections of questions, each added, reordered with Move up and Move down
 * (no dragging, so it works from a keyboard and on a phone), and removed.
 */
export function FormBuilder({
  sections,
  errors,
  onChange,
}: {
  sections: SectionDraft[];
  errors: FieldErrors;
  /** `reordered`: items moved, added or removed, so errors found by position no longer fit. */
  onChange: (sections: SectionDraft[], reordered: boolean) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const { message, focusLater, moved: afterMoving, removed: afterRemoving } = useListChanges(root);
  const { sectionIds, questionId } = formIds(sections);

  const setSection = (index: number, change: (section: SectionDraft) => SectionDraft, reordered = false) =>
    onChange(
      sections.map((section, at) => (at === index ? change(section) : section)),
      reordered,
    );
  const setQuestions = (index: number, change: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    setSection(index, (section) => ({ ...section, questions: change(section.questions) }), true);

  const addSection = () => {
    const section = newSection();
    onChange([...sections, section], true);
    focusLater(focusTarget(section.key, 'first'));
  };

  const moveSection = (index: number, delta: -1 | 1) => {
    const section = sections[index] as SectionDraft;
    onChange(moved(sections, index, delta), true);
    afterMoving(section.key, sectionName(section, index), index, delta, sections.length);
  };

  const removeSection = (index: number) => {
    const section = sections[index] as SectionDraft;
    const questions = section.questions.length;
    if (
      questions &&
      !window.confirm(
        t('Remove {section} and its {count, plural, one {question} other {# questions}}?', {
          section: sectionName(section, index),
          count: questions,
        }),
      )
    ) {
      return;
    }
    onChange(
      sections.filter((_, at) => at !== index),
      true,
    );
    afterRemoving(sectionName(section, index), sections[index + 1] ?? sections[index - 1], '[data-focus="sections:add"]');
  };

  const addQuestion = (index: number) => {
    const question = newQuestion();
    setQuestions(index, (questions) => [...questions, question]);
    focusLater(focusTarget(question.key, 'first'));
  };

  const moveQuestion = (index: number, questionIndex: number, delta: -1 | 1) => {
    const section = sections[index] as SectionDraft;
    const question = section.questions[questionIndex] as QuestionDraft;
    setQuestions(index, (questions) => moved(questions, questionIndex, delta));
    afterMoving(question.key, questionName(question), questionIndex, delta, section.questions.length);
  };

  const removeQuestion = (index: number, questionIndex: number) => {
    const section = sections[index] as SectionDraft;
    const question = section.questions[questionIndex] as QuestionDraft;
    setQuestions(index, (questions) => questions.filter((_, at) => at !== questionIndex));
    afterRemoving(
      questionName(question),
      section.questions[questionIndex + 1] ?? section.questions[questionIndex - 1],
      focusTarget(section.key, 'add'),
    );
  };

  return (
    <div className="builder-panel" ref={root}>
      <p className="builder-panel__lead">
        {t(
          'Applicants see the sections as steps, in this order. Answers are stored under each question’s key, which never changes once saved, so rewording a question keeps the answers already given.',
        )}
      </p>
      {errors.form || errors['form.sections'] ? <p className="field__error">{errors.form ?? errors['form.sections']}</p> : null}
      {sections.length === 0 ? <p className="empty-state">{t('No sections yet. Add one to start the form.')}</p> : null}
      <ol className="builder-list">
        {sections.map((section, index) => {
          const path = `form.sections.${index}`;
          const title = sectionTitle(section);
          const questionsError = errors[`${path}.questions`];
          const text = textOf(section, (patch) => setSection(index, (current) => ({ ...current, ...patch })));
          return (
            <li key={section.key}>
              <section className="builder-item" aria-labelledby={`${section.key}-heading`}>
                <h3
                  id={`${section.key}-heading`}
                  className="builder-item__title"
                  tabIndex={-1}
                  data-focus={`${section.key}:heading`}
                >
                  {t('Section {number}: {title}', { number: index + 1, title })}
                </h3>
                <p className="field__hint builder-item__key">
                  {section.id ? (
                    <T message="Key <code>{id}</code>." values={{ id: sectionIds[index] }} components={{ code: <code /> }} />
                  ) : (
                    <T
                      message="Key <code>{id}</code>, fixed once the programme is saved."
                      values={{ id: sectionIds[index] }}
                      components={{ code: <code /> }}
                    />
                  )}
                </p>
                <InputField
                  label={t('Section title')}
                  error={errorAt(errors, `${path}.title`, `${path}.id`)}
                  maxLength={200}
                  data-focus={`${section.key}:first`}
                  {...text('title')}
                />
                <TextAreaField
                  label={t('Section introduction')}
                  hint={t('Shown above the section’s questions.')}
                  error={errors[`${path}.description`]}
                  optional
                  rows={2}
                  maxLength={2000}
                  {...text('description')}
                />
                <ItemActions
                  itemKey={section.key}
                  name={sectionName(section, index)}
                  index={index}
                  count={sections.length}
                  onMove={(delta) => moveSection(index, delta)}
                  onRemove={() => removeSection(index)}
                />

                {questionsError ? <p className="field__error">{questionsError}</p> : null}
                {section.questions.length === 0 ? <p className="field__hint">{t('No questions in this section yet.')}</p> : null}
                <ol className="builder-list builder-list--questions">
                  {section.questions.map((question, questionIndex) => (
                    <li key={question.key}>
                      <QuestionEditor
                        question={question}
                        answerKey={questionId(question)}
                        position={`${index + 1}.${questionIndex + 1}`}
                        index={questionIndex}
                        count={section.questions.length}
                        errors={errors}
                        path={`${path}.questions.${questionIndex}`}
                        onChange={(patch) =>
                          onChange(
                            sections.map((each, at) =>
                              at === index
                                ? {
                                    ...each,
                                    questions: each.questions.map((q, qAt) => (qAt === questionIndex ? { ...q, ...patch } : q)),
                                  }
                                : each,
                            ),
                            false,
                          )
                        }
                        onMove={(delta) => moveQuestion(index, questionIndex, delta)}
                        onRemove={() => removeQuestion(index, questionIndex)}
                      />
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  className="button button--outline"
                  data-focus={`${section.key}:add`}
                  onClick={() => addQuestion(index)}
                >
                  <T
                    message="Add a question <hidden>to section {number}</hidden>"
                    values={{ number: index + 1 }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              </section>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--outline" data-focus="sections:add" onClick={addSection}>
        {t('Add a section')}
      </button>
      <div role="status" aria-live="polite" className="visually-hidden">
        {message}
      </div>
    </div>
  );
}
