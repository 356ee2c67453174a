import { useId, useState, type FormEvent } from 'react';
import { data, errorMessage, isDataError, type FieldErrors, type UserProfile } from '@sla/data';
import { ASSIGNABLE_ROLES, assignableTargets, type Role } from '@sla/permissions';
import { call } from '@sla/portal-kit';
import { personName } from '../format.js';
import { ROLE_LABELS, roleLabel } from '../roles.js';
import { RoleBadge } from './RoleBadge.js';
import { Dialog, DialogActions } from '@sla/portal-kit';

export const REASON_MAX = 500;

/** The roles `acting` may move `user` to: both who-may-assign and the allowed transitions. */
export function roleChoices(acting: Role | null, current: Role | null): Role[] {
  if (!acting) return [];
  return current ? assignableTargets(acting, current) : [...ASSIGNABLE_ROLES[acting]];
}

export interface ChangeRoleDialogProps {
  user: UserProfile;
  /** The signed-in user's role; null when it is not one of the six. */
  actingRole: Role | null;
  onCancel: () => void;
  onSaved: (user: UserProfile) => void;
}

/** Asks for the new role and an optional reason, then assigns it; refusals show the server's words. */
export function ChangeRoleDialog({ user, actingRole, onCancel, onSaved }: ChangeRoleDialogProps) {
  const id = useId();
  const choices = roleChoices(actingRole, user.role);
  const name = personName(user);
  const [role, setRole] = useState<Role | ''>('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!role) {
      setFailure(null);
      setFieldErrors({ role: 'Choose the new role.' });
      return;
    }
    setSaving(true);
    setFailure(null);
    setFieldErrors({});
    const trimmed = reason.trim();
    call(() => data.users.assignRole(user.uid, trimmed ? { role, reason: trimmed } : { role })).then(
      (updated) => onSaved(updated),
      (error: unknown) => {
        setSaving(false);
        setFailure(errorMessage(error));
        setFieldErrors(isDataError(error) ? error.fieldErrors : {});
      },
    );
  };

  const roleError = fieldErrors.role;
  const reasonError = fieldErrors.reason;

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-current`} onDismiss={onCancel} busy={saving}>
      <h2 id={`${id}-title`} className="dialog__title">
        Change role for {name}
      </h2>
      <p id={`${id}-current`} className="dialog__meta">
        Current role: <RoleBadge role={user.role} />
      </p>
      {choices.length === 0 ? (
        <>
          <p>
            There is no role your account can move {name} to
            {user.role ? ` from ${roleLabel(user.role).toLowerCase()}` : ''}.
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={onCancel} data-autofocus>
              Close
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <fieldset
            className="choice-list"
            aria-describedby={roleError ? `${id}-role-error` : undefined}
            aria-invalid={roleError ? true : undefined}
          >
            <legend>New role</legend>
            {choices.map((choice, index) => (
              <label key={choice} className="choice">
                <input
                  type="radio"
                  name={`${id}-role`}
                  value={choice}
                  checked={role === choice}
                  onChange={() => setRole(choice)}
                  data-autofocus={index === 0 ? true : undefined}
                />
                {ROLE_LABELS[choice]}
              </label>
            ))}
            {roleError ? (
              <p id={`${id}-role-error`} className="field__error">
                {roleError}
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-reason`}>
              Reason <span className="field__optional">(optional)</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={REASON_MAX}
              placeholder="Role change"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ''}`}
              aria-invalid={reasonError ? true : undefined}
            />
            <span id={`${id}-reason-hint`} className="field__hint">
              Kept in the audit log. {reason.length}/{REASON_MAX} characters.
            </span>
            {reasonError ? (
              <span id={`${id}-reason-error`} className="field__error">
                {reasonError}
              </span>
            ) : null}
          </div>
          <DialogActions failure={failure} label="Confirm" busyLabel="Saving…" busy={saving} onCancel={onCancel} />
        </form>
      )}
    </Dialog>
  );
}
