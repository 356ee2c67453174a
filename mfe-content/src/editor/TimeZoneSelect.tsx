import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import { timeZoneChoices } from './timeZones.js';

/**
 * The zone a date and time are typed in: the organisation's zones and UTC, with the browser's own zone
 * and the current value offered too when they are not among them.
 */
export function TimeZoneSelect({
  value,
  onChange,
  label = t('Time zone'),
  error,
  id,
  browserZone,
}: {
  value: string;
  onChange: (zone: string) => void;
  label?: string;
  error?: string | null;
  id?: string;
  /** The browser's zone (browserTimeZone()), offered even when not in the list. */
  browserZone?: string;
}) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {timeZoneChoices(browserZone, value).map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
