import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@sla/router';
import { auth } from '@sla/auth';
import { api, routes } from '@sla/data';
import { Dialog, DialogActions, Field, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { Section } from './Section.js';

export const ACCOUNT_DELETED = msg(
  'Your account is deleted, with your profile and e-mail choices. Thank you for being part of our community.',
);

/**
 * Deleting the account: the sign-in account and profile go, applications stay for the programme's figures without
 * anything that names the person. Typing the e-mail confirms it; the service checks it again.
 */
export function DeleteSection({ email }: { email: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <Section
      title={t('Delete your account')}
      danger
      intro={t(
        "Your sign-in, profile and e-mail choices are removed for good. Applications are kept without your name, so the programme's figures stay right.",
      )}
    >
      <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
        {t('Delete my account…')}
      </button>
      {asking ? <ConfirmDeletion email={email} onCancel={() => setAsking(false)} /> : null}
    </Section>
  );
}

function ConfirmDeletion({ email, onCancel }: { email: string; onCancel: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useFormState({ confirm: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.values.confirm.trim().toLowerCase() !== email.toLowerCase())
      return form.refuse({ confirm: t('Type {email} to confirm.', { email }) });
    void form.submit(async () => {
      await api(routes.deleteMyAccount, { body: { confirm: form.values.confirm.trim() } });
      // Leave the protected page first, so the guard never sees an anonymous visitor on it.
      void navigate('/login', { replace: true, state: { notice: ACCOUNT_DELETED } });
      await auth.signOut();
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="dialog__title">
          {t('Delete your account?')}
        </h2>
        <p id={`${id}-text`}>{t('This cannot be undone. Type your e-mail address, {email}, to confirm.', { email })}</p>
        <Field label={t('Your e-mail address')} error={form.fieldErrors.confirm}>
          {(control) => <input {...control} type="email" autoComplete="off" {...form.bind('confirm')} />}
        </Field>
        <DialogActions
          failure={form.failure}
          label={t('Delete my account')}
          busyLabel={t('Deleting…')}
          busy={form.submitting}
          onCancel={onCancel}
          cancelLabel={t('Cancel')}
          danger
          focusCancel
        />
      </form>
    </Dialog>
  );
}
