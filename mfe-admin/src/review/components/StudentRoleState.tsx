import { useState } from 'react';
import { data, errorMessage, type StaffApplication } from '@sla/data';
import { call, FailureAlert } from '@sla/portal-kit';

export interface StudentRoleStateProps {
  application: StaffApplication;
  canAssignRoles: boolean;
  onChanged: (application: StaffApplication) => void;
}

/**
 * Whether an accepted applicant became a student. Only an admin may assign the student role (spec
 * section 5), so after a staff member's acceptance the role is "refused" until an admin makes them one.
 */
export function StudentRoleState({ application, canAssignRoles, onChanged }: StudentRoleStateProps) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const makeStudent = () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    call(() => data.review.assignStudentRole(application.id)).then(
      (updated) => {
        setSaving(false);
        onChanged(updated);
      },
      (error: unknown) => {
        setSaving(false);
        setFailure(errorMessage(error));
      },
    );
  };

  switch (application.studentRole) {
    case 'assigned':
      return <p className="notice notice--success">Now a student.</p>;
    case 'awaiting_release':
      return <p className="field__hint">Becomes a student when the decision is released.</p>;
    case 'refused':
      return (
        <div className="review-student-role">
          <p className="notice">
            Not yet a student. {application.studentRoleMessage ?? 'The student role could not be assigned.'}
          </p>
          {canAssignRoles ? (
            <button type="button" className="button button--primary" onClick={makeStudent} disabled={saving}>
              {saving ? 'Assigning…' : 'Make student'}
            </button>
          ) : null}
          <FailureAlert message={failure} />
        </div>
      );
    default:
      return null;
  }
}
