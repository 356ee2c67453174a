import { useId, useState, type FormEvent } from 'react';
import { api, routes, type Invitation } from '@sla/data';
import { fieldErrors, INVITATION_DAYS, invitationInput } from '@sla/contract/schemas';
import { ASSIGNABLE_ROLES, type Role } from '@sla/permissions';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { ROLE_LABELS } from '../roles.js';

export interface InviteDialogProps {
  /** The inviter's role: they may invite only with a role they may assign. */
  actingRole: Role | null;
  onCancel: () => void;
  onInvited: (invitation: Invitation) => void;
}

/** Invites someone by e-mail with a role, checked with the service's own schema before it is sent. */
export function InviteDialog({ actingRole, onCancel, onInvited }: InviteDialogProps) {
  const id = useId();
  const roles = actingRole ? ASSIGNABLE_ROLES[actingRole] : [];
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const form = useFormState();
  const errors = form.fieldErrors;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submitting) return;
    const checked = invitationInput.safeParse({ email, displayName, role: role || undefined });
    if (!checked.success) return form.refuse(fieldErrors(checked.error.issues));
    void form.submit(async () => onInvited(await api(routes.createInvitation, { body: checked.data })));
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-about`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {t('Invite someone')}
      </h2>
      <p id={`${id}-about`} className="dialog__meta">
        {t(
          'They get an e-mail with a sign-in link. The role is theirs when they first sign in with this address, within {days, plural, one {# day} other {# days}}.',
          { days: INVITATION_DAYS },
        )}
      </p>
      <form onSubmit={submit} noValidate>
        <Field id={`${id}-email`} label={t('E-mail address')} error={errors.email && t(errors.email)}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                form.clearFieldErrors('email');
              }}
              data-autofocus
            />
          )}
        </Field>
        <Field
          id={`${id}-name`}
          label={t('Name')}
          optional
          hint={t('Used to greet them; they can change it.')}
          error={errors.displayName && t(errors.displayName)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              value={displayName}
              onChange={(event) => setDisplayName(event.target.value)}
            />
          )}
        </Field>
        <fieldset
          className="choice-list"
          aria-describedby={errors.role ? `${id}-role-error` : undefined}
          aria-invalid={errors.role ? true : undefined}
        >
          <legend>{t('Role')}</legend>
          {roles.map((choice) => (
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
              />
              {t(ROLE_LABELS[choice])}
            </label>
          ))}
          {errors.role ? (
            <p id={`${id}-role-error`} className="field__error">
              {t(errors.role)}
            </p>
          ) : null}
        </fieldset>
        <DialogActions
          failure={form.failure && t(form.failure)}
          label={t('Send the invitation')}
          busyLabel={t('Sending…')}
          busy={form.submitting}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
