import { useId, type ReactNode } from 'react';
import { t } from '@sla/i18n';

/** A labelled bar: the words say the figures, the bar only shows them. */
export function ProgressBar({ label, value, max }: { label: ReactNode; value: number; max: number }) {
  const id = useId();
  return (
    <div className="student-progress">
      <p className="student-progress__label" id={id}>
        {label}
      </p>
      <progress className="progress-bar" max={Math.max(max, 1)} value={value} aria-labelledby={id}>
        {t('{value} of {max}', { value, max })}
      </progress>
    </div>
  );
}
