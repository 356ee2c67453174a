import type { ReactNode } from 'react';
import type { ProfileField, ProfileVisibility } from '@sla/data';
import { VisibilityPicker } from './VisibilityPicker.js';

export interface ProfileRowProps {
  field: ProfileField;
  visibility: ProfileVisibility;
  onVisibility: (field: ProfileField, value: ProfileVisibility) => void;
  /** The field itself: a labelled control, or what it shows when it cannot be changed. */
  children: ReactNode;
}

/** One profile field with its visibility beside it (under it on a phone). */
export function ProfileRow({ field, visibility, onVisibility, children }: ProfileRowProps) {
  return (
    <div className="profile-row">
      <div className="profile-row__field">{children}</div>
      <VisibilityPicker field={field} value={visibility} onChange={(value) => onVisibility(field, value)} />
    </div>
  );
}
