import { PROFILE_VISIBILITIES, type ProfileField, type ProfileVisibility } from '@sla/data';
import { t } from '@sla/i18n';
import { controlIdFor, FIELD_LABELS, VISIBILITY_LABELS } from './fieldLabels.js';

export interface VisibilityPickerProps {
  field: ProfileField;
  value: ProfileVisibility;
  onChange: (value: ProfileVisibility) => void;
}

/**
 * Who may see one field, beside the field: a small select named "Who can see your city" for screen readers. Its
 * look follows the level (public stands out) so a glance down the form shows what is open.
 */
export function VisibilityPicker({ field, value, onChange }: VisibilityPickerProps) {
  return (
    <span className={`visibility-picker visibility-picker--${value}`}>
      <span className="visibility-picker__eye" aria-hidden="true">
        {t('Seen by')}
      </span>
      <select
        id={controlIdFor(`visibility.${field}`)}
        className="visibility-picker__select"
        aria-label={t('Who can see your {field}', { field: t(FIELD_LABELS[field]) })}
        value={value}
        onChange={(event) => onChange(event.target.value as ProfileVisibility)}
      >
        {PROFILE_VISIBILITIES.map((level) => (
          <option key={level} value={level}>
            {t(VISIBILITY_LABELS[level])}
          </option>
        ))}
      </select>
    </span>
  );
}
