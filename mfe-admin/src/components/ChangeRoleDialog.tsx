import { useId, useState, type FormEvent } from 'react';
import { data, type UserProfile } from '@sla/data';
import { assignableTargets, type Role } from '@sla/permissions';
import { personName } from '../format.js';
import { ROLE_LABELS, roleLabel } from '../roles.js';
import { RoleBadge } from './RoleBadge.js';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';

export const REASON_MAX = 500;

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
  const choices = assignableTargets(actingRole, user.role);
  const name = personName(user);
  const [role, setRole] = useState<Role | ''>('');
  const [reason, setReason] = useState('');
  const form = useFormState();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    if (!role) return form.refuse({ role: 'Choose the new role.' });
    const trimmed = reason.trim();
    void form.submit(async () => onSaved(await data.users.assignRole(user.uid, trimmed ? { role, reason: trimmed } : { role })));
  };

  const roleError = form.fieldErrors.role;

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-current`} onDismiss={onCancel} busy={form.submitting}>
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
          <Field
            id={`${id}-reason`}
            label="Reason"
            optional
            hint={`Kept in the audit log. ${reason.length}/${REASON_MAX} characters.`}
            hintBelow
            error={form.fieldErrors.reason}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REASON_MAX}
                placeholder="Role change"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <DialogActions failure={form.failure} label="Confirm" busyLabel="Saving…" busy={form.submitting} onCancel={onCancel} />
        </form>
      )}
    </Dialog>
  );
}
