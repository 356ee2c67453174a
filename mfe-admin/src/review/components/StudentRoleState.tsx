import { api, routes, type StaffApplication } from '@sla/data';
import { FailureAlert, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';

export interface StudentRoleStateProps {
  application: StaffApplication;
  canAssignRoles: boolean;
  onChanged: (application: StaffApplication) => void;
}

/**
 * Whether an accepted applicant became a student. Only an admin may assign the student role
 * (docs/requirements.md#who-may-assign-a-role), so after a staff member's acceptance the role is "refused" until an admin makes them one.
 */
export function StudentRoleState({ application, canAssignRoles, onChanged }: StudentRoleStateProps) {
  const assignment = useFormState();
  const saving = assignment.submitting;

  const makeStudent = () =>
    void assignment.submit(async () => onChanged(await api(routes.assignStudentRole, { params: { id: application.id } })));

  switch (application.studentRole) {
    case 'assigned':
      return <p className="notice notice--success">{t('Now a student.')}</p>;
    case 'awaiting_release':
      return <p className="field__hint">{t('Becomes a student when the decision is released.')}</p>;
    case 'refused':
      return (
        <div className="review-student-role">
          <p className="notice">
            {t('Not yet a student. {reason}', {
              reason: application.studentRoleMessage
                ? t(application.studentRoleMessage)
                : t('The student role could not be assigned.'),
            })}
          </p>
          {canAssignRoles ? (
            <button type="button" className="button button--primary" onClick={makeStudent} disabled={saving}>
              {saving ? t('Assigning…') : t('Make student')}
            </button>
          ) : null}
          <FailureAlert message={assignment.failure && t(assignment.failure)} />
        </div>
      );
    default:
      return null;
  }
}
