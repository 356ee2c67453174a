import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { keysOf, DECISION_LABELS } from '../labels.js';
import { browserTimeZone } from '../dateTimeLocal.js';
import type { DecisionForm } from '../hooks/useDecisionForm.js';

/**
 * The decision (accepted, waitlisted, rejected) and when the applicant sees it, with the rule that
 * explains the release time. `idPrefix` keeps the ids unique when two forms share a page.
 */
export function DecisionFields({
  form,
  idPrefix,
  autoFocus = false,
}: {
  form: DecisionForm;
  idPrefix: string;
  autoFocus?: boolean;
}) {
  const decisionError = form.errors.decision;
  return (
    <>
      <fieldset
        className="choice-list"
        aria-describedby={decisionError ? `${idPrefix}-decision-error` : undefined}
        aria-invalid={decisionError ? true : undefined}
      >
        <legend>{t('Decision')}</legend>
        {keysOf(DECISION_LABELS).map((value, index) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name={`${idPrefix}-decision`}
              value={value}
              checked={form.decision === value}
              onChange={() => form.setDecision(value)}
              data-autofocus={autoFocus && index === 0 ? true : undefined}
            />
            {t(DECISION_LABELS[value])}
          </label>
        ))}
        {decisionError ? (
          <p id={`${idPrefix}-decision-error`} className="field__error">
            {t(decisionError)}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${idPrefix}-release`}
        label={t('Release date and time')}
        hint={t(
          'Until then the applicant sees “Under review”. Leave it at now to release the decision at once. Your time zone: {zone}.',
          { zone: browserTimeZone() },
        )}
        hintBelow
        error={form.errors.releaseAt && t(form.errors.releaseAt)}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={form.release}
            onChange={(event) => form.setRelease(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
