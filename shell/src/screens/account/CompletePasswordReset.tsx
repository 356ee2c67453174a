import { useEffect, useState, type FormEvent } from 'react';
import { auth, toAuthError } from '@sla/auth';
import { formErrors, newPasswordForm, PASSWORD_MIN } from '@sla/auth/forms';
import { t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { ACCOUNT_FORM } from './accountForm.js';

/**
 * The password-reset e-mail's link opens /login?mode=resetPassword&oobCode=…: choose a new password
 * here, then sign in with it.
 */
export function CompletePasswordReset({ code, onDone }: { code: string; onDone: (email: string) => void }) {
  const [email, setEmail] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useFormState({ password: '' }, ACCOUNT_FORM);

  useEffect(() => {
    auth.checkPasswordResetCode(code).then(setEmail, (error) => setProblem(toAuthError(error).message));
  }, [code]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = formErrors(newPasswordForm, form.values);
    if (invalid) return form.refuse(invalid);
    void form.submit(async () => {
      await auth.confirmPasswordReset(code, form.values.password);
      onDone(email ?? '');
    });
  };

  if (problem) return <FormProblem message={problem} />;
  if (!email) return <Loading label={t('Checking your link…')} />;
  return (
    <form className="form-card" onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <h2 id="reset-heading">{t('Choose a new password')}</h2>
      <p>{t('For {email}.', { email })}</p>
      <FormProblem message={form.failure} />
      <Field
        label={t('New password')}
        error={form.fieldErrors.password}
        hint={t('At least {min} characters.', { min: PASSWORD_MIN })}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button button--primary" disabled={form.submitting}>
        {form.submitting ? t('Saving…') : t('Save new password')}
      </button>
    </form>
  );
}
