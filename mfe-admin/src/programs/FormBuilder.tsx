import { useRef } from 'react';
import type { FieldErrors } from '@sla/data';
import { formIds } from './buildInput.js';
import { moved, newQuestion, newSection, type QuestionDraft, type SectionDraft } from './draft.js';
import { errorAt, InputField, TextAreaField, textOf } from './editorFields.js';
import { focusTarget, ItemActions, useListChanges } from './ItemActions.js';
import { QuestionEditor } from './QuestionEditor.js';

const sectionName = (section: SectionDraft, index: number) =>
  `section ${index + 1}, ${section.title.trim() || 'Untitled section'}`;

const questionName = (question: QuestionDraft) => `question “${question.label.trim() || 'New question'}”`;

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
      !window.confirm(`Remove ${sectionName(section, index)} and its ${questions === 1 ? 'question' : `${questions} questions`}?`)
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
        Applicants see the sections as steps, in this order. Answers are stored under each question’s key, which never changes
        once saved, so rewording a question keeps the answers already given.
      </p>
      {errors.form || errors['form.sections'] ? <p className="field__error">{errors.form ?? errors['form.sections']}</p> : null}
      {sections.length === 0 ? <p className="empty-state">No sections yet. Add one to start the form.</p> : null}
      <ol className="builder-list">
        {sections.map((section, index) => {
          const path = `form.sections.${index}`;
          const title = section.title.trim() || 'Untitled section';
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
                  Section {index + 1}: {title}
                </h3>
                <p className="field__hint builder-item__key">
                  Key <code>{sectionIds[index]}</code>
                  {section.id ? '' : ', fixed once the programme is saved'}.
                </p>
                <InputField
                  label="Section title"
                  error={errorAt(errors, `${path}.title`, `${path}.id`)}
                  maxLength={200}
                  data-focus={`${section.key}:first`}
                  {...text('title')}
                />
                <TextAreaField
                  label="Section introduction"
                  hint="Shown above the section’s questions."
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
                {section.questions.length === 0 ? <p className="field__hint">No questions in this section yet.</p> : null}
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
                  Add a question <span className="visually-hidden">to section {index + 1}</span>
                </button>
              </section>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--outline" data-focus="sections:add" onClick={addSection}>
        Add a section
      </button>
      <div role="status" aria-live="polite" className="visually-hidden">
        {message}
      </div>
    </div>
  );
}
