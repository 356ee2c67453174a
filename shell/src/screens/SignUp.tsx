import { useEffect, useId, type FormEvent } from 'react';
import { Link } from '@sla/router';
import { auth, prepareSignIn } from '@sla/auth';
import { formErrors, PASSWORD_MIN, signUpForm } from '@sla/auth/forms';
import { isRole, screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { useAfterSignIn } from './account/afterSignIn.js';
import { Field } from './account/Field.js';
import { FormProblem } from './account/FormProblem.js';
import { ProviderButtons } from './account/ProviderButtons.js';
import { useFormState } from './account/useFormState.js';

// What a newcomer may ask to be. Every new account starts as an applicant; staff grant the rest.
const ROLE_CHOICES = [
  { value: 'applicant', label: 'I want to apply to a programme' },
  { value: 'student', label: 'I am a current student' },
  { value: 'alumni', label: 'I am an alumna or alumnus' },
] as const;

export default function SignUp() {
  const afterSignIn = useAfterSignIn();
  const roleId = useId();
  const form = useFormState({ displayName: '', email: '', password: '', requestedRole: 'applicant' });

  useEffect(() => {
    prepareSignIn().catch((error) => console.error('[sign-up] the identity service did not load', error));
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = formErrors(signUpForm, form.values);
    if (invalid) return form.setErrors(invalid);
    const { displayName, email, password, requestedRole } = form.values;
    void form.run('signup', async () =>
      afterSignIn(
        await auth.signUp({
          displayName: displayName.trim(),
          email: email.trim(),
          password,
          ...(isRole(requestedRole) ? { requestedRole } : {}),
        }),
      ),
    );
  };

  return (
    <Screen title={screenName('/signup')} lead="Create an account to apply to StepUp Scholars or Dynamerge.">
      <form className="form-card" onSubmit={submit} noValidate aria-label="Create an account">
        <FormProblem message={form.errors.form} />
        <Field label="Your name" name="displayName" autoComplete="name" value={form.values.displayName} onChange={form.set('displayName')} error={form.errors.displayName} />
        <Field label="E-mail address" type="email" name="email" autoComplete="email" value={form.values.email} onChange={form.set('email')} error={form.errors.email} />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errors.password}
          hint={`At least ${PASSWORD_MIN} characters.`}
        />
        <div className="field">
          <label htmlFor={roleId}>What brings you here?</label>
          <select id={roleId} name="requestedRole" value={form.values.requestedRole} onChange={form.set('requestedRole')}>
            {ROLE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={form.busy !== null}>
          {form.busy === 'signup' ? 'Creating your account…' : 'Create account'}
        </button>
        <p className="form-card__divider">
          <span>or</span>
        </p>
        <ProviderButtons busy={form.busy} run={form.run} onSignedIn={afterSignIn} />
        <p>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </Screen>
  );
}
