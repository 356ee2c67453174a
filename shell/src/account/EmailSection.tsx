import { useState, type FormEvent } from 'react';
import { emailOnlyForm, formErrors } from '@sla/auth/forms';
import { Field, FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { T } from '@sla/ui';
import { accountActions, explainAccountError } from './accountActions.js';
import { Section } from './Section.js';

/**
 * A new e-mail address: Firebase sends a link to it, and the address changes only when the link is opened (so a typo
 * cannot lock anyone out). Firebase then asks the user to sign in again with the new address.
 */
export function EmailSection({ email, hasPassword, loading }: { email: string | null; hasPassword: boolean; loading: boolean }) {
  const form = useFormState(
    { email: '', currentPassword: '' },
    { explain: explainAccountError({ email: 'email', password: 'currentPassword' }) },
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const invalid = formErrors(emailOnlyForm, { email: form.values.email });
    const next = form.values.email.trim();
    if (invalid) return form.refuse(invalid);
    if (next.toLowerCase() === email?.toLowerCase()) return form.refuse({ email: msg('This is already your e-mail address.') });
    if (!form.values.currentPassword) return form.refuse({ currentPassword: msg('Enter your current password.') });
    void form.submit(async () => {
      await accountActions.changeEmail(next, form.values.currentPassword);
      form.reset();
      setSentTo(next);
    });
  };

  return (
    <Section
      title={t('E-mail address')}
      intro={
        <T
          message="You sign in and get e-mails at <strong>{email}</strong>."
          values={{ email: email ?? t('no address') }}
          components={{ strong: <strong /> }}
        />
      }
    >
      {loading ? null : hasPassword ? (
        <form onSubmit={submit} noValidate aria-label={t('Change e-mail address')}>
          <FormProblem message={form.failure} />
          <Field label={t('New e-mail address')} error={form.fieldErrors.email}>
            {(control) => <input {...control} type="email" autoComplete="email" {...form.bind('email')} />}
          </Field>
          <Field label={t('Current password')} error={form.fieldErrors.currentPassword} hint={t('To confirm it is you.')}>
            {(control) => (
              <input {...control} type="password" autoComplete="current-password" {...form.bind('currentPassword')} />
            )}
          </Field>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Sending…') : t('Send confirmation link')}
          </button>
          <SuccessNotice
            message={
              sentTo
                ? t(
                    'We sent a link to {newEmail}. Open it to finish the change; until then your address stays {email}. After the change, sign in with the new address.',
                    { newEmail: sentTo, email: email ?? t('no address') },
                  )
                : null
            }
          />
        </form>
      ) : (
        <p>{t('Your account signs in with Google or GitHub, so its e-mail address comes from there.')}</p>
      )}
    </Section>
  );
}
