import { useId } from 'react';
import { t } from '@sla/i18n';

/**
 * A field people never see or hear: pushed off screen (not display:none, which robots skip) and
 * hidden from screen readers, out of the tab order and ignored by autofill. A robot that fills it
 * in is told its message was sent, and nothing is stored.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('Leave this empty')}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
