import { useState, type FormEvent } from 'react';
import { formErrors, newPasswordForm, PASSWORD_MIN } from '@sla/auth/forms';
import { Field, FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { accountActions, explainAccountError } from './accountActions.js';
import { Section } from './Section.js';

/** Spec 7's update password, from the account screen: the current password first, as Firebase requires a recent sign-in. */
export function PasswordSection({ hasPassword, loading }: { hasPassword: boolean; loading: boolean }) {
  const form = useFormState(
    { currentPassword: '', password: '' },
    { explain: explainAccountError({ password: 'currentPassword' }) },
  );
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const invalid = {
      ...(form.values.currentPassword ? {} : { currentPassword: msg('Enter your current password.') }),
      ...formErrors(newPasswordForm, { password: form.values.password }),
    };
    if (Object.keys(invalid).length) return form.refuse(invalid);
    void form.submit(async () => {
      try {
        await accountActions.changePassword(form.values.currentPassword, form.values.password);
      } catch (error) {
        // Firebase's "weak password" is about the new one, not the current one.
        if ((error as { code?: string }).code === 'auth/weak-password')
          return form.refuse({ password: (error as Error).message });
        throw error;
      }
      form.reset();
      setDone(t('Your password is changed. Use the new one next time you sign in.'));
    });
  };

  return (
    <Section title={t('Password')}>
      {loading ? null : hasPassword ? (
        <form onSubmit={submit} noValidate aria-label={t('Change password')}>
          <FormProblem message={form.failure} />
          <Field label={t('Current password')} error={form.fieldErrors.currentPassword}>
            {(control) => (
              <input {...control} type="password" autoComplete="current-password" {...form.bind('currentPassword')} />
            )}
          </Field>
          <Field
            label={t('New password')}
            error={form.fieldErrors.password}
            hint={t('At least {min} characters.', { min: PASSWORD_MIN })}
          >
            {(control) => <input {...control} type="password" autoComplete="new-password" {...form.bind('password')} />}
          </Field>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Saving…') : t('Change password')}
          </button>
          <SuccessNotice message={done} />
        </form>
      ) : (
        <p>{t('Your account has no password: you sign in with Google or GitHub.')}</p>
      )}
    </Section>
  );
}
