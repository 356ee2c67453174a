import { Link } from '@sla/router';
import { localiseMessage, type Answers, type FieldErrors, type FormSection, type UploadedFile } from '@sla/data';
import { t } from '@sla/i18n';
import { AnswerText } from './AnswerText.js';

/** Where an "Edit" link on the review step leads: the question's step, asking to focus the question. */
export interface EditTarget {
  focus: string;
}

/**
 * The last step: every answer, section by section, each with an Edit link back to its step, and
 * what still needs attention marked where it is.
 */
export function ReviewStep({
  sections,
  answers,
  files,
  problems,
}: {
  sections: readonly FormSection[];
  answers: Answers;
  files: readonly UploadedFile[];
  problems: FieldErrors;
}) {
  return (
    <div className="review">
      <p>{t('Check your answers. You can change any of them before you submit.')}</p>
      {sections.map((section, index) => (
        <section key={section.id} className="review__section" aria-labelledby={`review-${section.id}`}>
          <h3 id={`review-${section.id}`}>{section.title}</h3>
          {section.questions.length === 0 ? <p className="field__hint">{t('Nothing to answer in this part.')}</p> : null}
          <dl className="review-list">
            {section.questions.map((question) => {
              const problem = problems[question.id];
              return (
                <div key={question.id} className={problem ? 'review-list__row review-list__row--problem' : 'review-list__row'}>
                  <dt>{question.label}</dt>
                  <dd>
                    <AnswerText question={question} value={answers[question.id]} files={files} />
                    {problem ? (
                      <p className="field__error" id={`review-problem-${question.id}`}>
                        <span className="visually-hidden">{t('Needs attention:')} </span>
                        {localiseMessage(problem)}
                      </p>
                    ) : null}
                  </dd>
                  <dd className="review-list__action">
                    <Link
                      to={{ search: `?step=${index + 1}` }}
                      state={{ focus: question.id } satisfies EditTarget}
                      aria-label={t('Edit “{question}”', { question: question.label })}
                    >
                      {t('Edit')}
                    </Link>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
