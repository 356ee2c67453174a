import { useEffect, type FormEvent } from 'react';
import { Link } from '@sla/router';
import { auth, prepareSignIn } from '@sla/auth';
import { formErrors, PASSWORD_MIN, signUpForm } from '@sla/auth/forms';
import { isRole, screenName } from '@sla/permissions';
import { msg, t } from '@sla/i18n';
import { LiveFieldset, Screen, T } from '@sla/ui';
import { useAfterSignIn } from './account/afterSignIn.js';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { ACCOUNT_FORM } from './account/accountForm.js';
import { ProviderButtons } from './account/ProviderButtons.js';

// What a newcomer may ask to be. Every new account starts as an applicant; staff confirm the rest.
const ROLE_CHOICES: readonly { value: string; label: string; note?: string }[] = [
  { value: 'applicant', label: msg('I want to apply to a programme') },
  {
    value: 'student',
    label: msg('I am a current student'),
    note: msg('Our team confirms it and opens your student portal; until then you can apply.'),
  },
  {
    value: 'alumni',
    label: msg('I am an alumna or alumnus'),
    note: msg('Our team confirms it and opens the alumni network to you.'),
  },
];

export default function SignUp() {
  const afterSignIn = useAfterSignIn();
  const form = useFormState({ displayName: '', email: '', password: '', requestedRole: 'applicant' }, ACCOUNT_FORM);

  useEffect(() => {
    prepareSignIn().catch((error) => console.error('[sign-up] the identity service did not load', error));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = formErrors(signUpForm, form.values);
    if (invalid) return form.refuse(invalid);
    const { displayName, email, password, requestedRole } = form.values;
    void form.submit(
      async () =>
        afterSignIn(
          await auth.signUp({
            displayName: displayName.trim(),
            email: email.trim(),
            password,
            ...(isRole(requestedRole) ? { requestedRole } : {}),
          }),
        ),
      { action: 'signup' },
    );
  };

  return (
    <Screen title={t(screenName('/signup'))} lead={t('Create an account to apply to StepUp Scholars or Dynamerge.')}>
      <form className="form-card" onSubmit={submit} noValidate aria-label={t('Create an account')}>
        <LiveFieldset>
          <FormProblem message={form.failure} />
          <Field label={t('Your name')} error={form.fieldErrors.displayName}>
            {(control) => <input {...control} autoComplete="name" {...form.bind('displayName')} />}
          </Field>
          <Field label={t('E-mail address')} error={form.fieldErrors.email}>
            {(control) => <input {...control} type="email" autoComplete="email" {...form.bind('email')} />}
          </Field>
          <Field
            label={t('Password')}
            error={form.fieldErrors.password}
            hint={t('At least {min} characters.', { min: PASSWORD_MIN })}
          >
            {(control) => <input {...control} type="password" autoComplete="new-password" {...form.bind('password')} />}
          </Field>
          {/* Cards, not a drop-down: every choice reads in full on a phone, and "student" says what happens next. */}
          <fieldset className="option-cards">
            <legend className="option-cards__legend">{t('What brings you here?')}</legend>
            <div className="option-cards__list">
              {ROLE_CHOICES.map((choice) => (
                <label key={choice.value} className="option-card">
                  <input
                    type="radio"
                    name="requestedRole"
                    value={choice.value}
                    checked={form.values.requestedRole === choice.value}
                    onChange={form.bind('requestedRole').onChange}
                  />
                  <span className="option-card__text">
                    <span className="option-card__label">{t(choice.label)}</span>
                    {choice.note ? <span className="option-card__description">{t(choice.note)}</span> : null}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.action === 'signup' ? t('Creating your account…') : t('Create account')}
          </button>
          <p className="form-card__divider">
            <span>{t('or')}</span>
          </p>
          <ProviderButtons form={form} onSignedIn={afterSignIn} />
          <p>
            <T message="Already have an account? <link>Sign in</link>" components={{ link: <Link to="/login" /> }} />
          </p>
        </LiveFieldset>
      </form>
    </Screen>
  );
}
