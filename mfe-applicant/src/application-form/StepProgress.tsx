import { t } from '@sla/i18n';

/**
 * "Step 2 of 4: About you" with a bar. The bar is a native <progress> (role progressbar, with its value
 * and maximum announced); the words say the same for everyone who reads rather than listens.
 */
export function StepProgress({
  step,
  total,
  title,
  headingId,
}: {
  step: number;
  total: number;
  title: string;
  headingId: string;
}) {
  return (
    <div className="wizard-progress">
      <p className="wizard-progress__count" id={`${headingId}-count`}>
        {t('Step {step} of {total}', { step, total })}
      </p>
      <progress className="progress-bar wizard-progress__bar" max={total} value={step} aria-labelledby={`${headingId}-count`}>
        {t('Step {step} of {total}', { step, total })}
      </progress>
      <h2 id={headingId} className="wizard-progress__title" tabIndex={-1}>
        {title}
      </h2>
    </div>
  );
}
