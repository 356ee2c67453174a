import { useId, useState, type FormEvent } from 'react';
import { api, routes, type UserProfile } from '@sla/data';
import { assignableTargets, type Role } from '@sla/permissions';
import { personName } from '../format.js';
import { ROLE_LABELS, roleLabel } from '../roles.js';
import { RoleBadge } from './RoleBadge.js';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { T } from '@sla/ui';

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
    if (!role) return form.refuse({ role: msg('Choose the new role.') });
    const trimmed = reason.trim();
    void form.submit(async () =>
      onSaved(await api(routes.assignRole, { params: { uid: user.uid }, body: trimmed ? { role, reason: trimmed } : { role } })),
    );
  };

  const roleError = form.fieldErrors.role;

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-current`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Change role for {name}', { name })}
      </h2>
      <p id={`${id}-current`} className="dialog__meta">
        <T message="Current role: <badge/>" components={{ badge: <RoleBadge role={user.role} /> }} />
      </p>
      {choices.length === 0 ? (
        <>
          <p>
            {user.role
              ? t('There is no role your account can move {name} to from {role}.', {
                  name,
                  role: t(roleLabel(user.role)).toLowerCase(),
                })
              : t('There is no role your account can move {name} to.', { name })}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={onCancel} data-autofocus>
              {t('Close')}
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
            <legend>{t('New role')}</legend>
            {choices.map((choice, index) => (
              <label key={choice} className="choice">
                <input
                  type="radio"
                  name={`${id}-role`}
                  value={choice}
                  checked={role === choice}
                  onChange={() => {
                    setRole(choice);
                    form.clearFieldErrors('role');
                  }}
                  data-autofocus={index === 0 ? true : undefined}
                />
                {t(ROLE_LABELS[choice])}
              </label>
            ))}
            {roleError ? (
              <p id={`${id}-role-error`} className="field__error">
                {t(roleError)}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={`${id}-reason`}
            label={t('Reason')}
            optional
            hint={t('Kept in the audit log. {count}/{max} characters.', { count: reason.length, max: REASON_MAX })}
            hintBelow
            error={form.fieldErrors.reason && t(form.fieldErrors.reason)}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={REASON_MAX}
                placeholder={t('Role change')}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  form.clearFieldErrors('reason');
                }}
              />
            )}
          </Field>
          <DialogActions
            // The service's refusals are the spec's exact sentences: in French once a catalogue has them.
            failure={form.failure && t(form.failure)}
            label={t('Confirm')}
            busyLabel={t('Saving…')}
            busy={form.submitting}
            onCancel={onCancel}
          />
        </form>
      )}
    </Dialog>
  );
}
