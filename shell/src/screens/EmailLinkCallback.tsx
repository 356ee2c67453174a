import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '@sla/router';
import { auth, toAuthError } from '@sla/auth';
import { emailOnlyForm, formErrors } from '@sla/auth/forms';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Loading, Screen, T } from '@sla/ui';
import { useAfterSignIn } from './account/afterSignIn.js';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { ACCOUNT_FORM } from './account/accountForm.js';

/** Completes passwordless sign-in from the e-mailed link, in the app. */
export default function EmailLinkCallback() {
  const afterSignIn = useAfterSignIn();
  const [phase, setPhase] = useState<'working' | 'needs-email' | 'failed'>('working');
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormState({ email: '' }, ACCOUNT_FORM);
  // The link is single-use: StrictMode's second effect run must not spend it twice.
  const started = useRef(false);
  const link = useRef(window.location.href);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    auth.completeSignInLink(link.current).then(
      (result) => (result.needsEmail ? setPhase('needs-email') : afterSignIn(result.identity)),
      (error) => {
        setFailure(toAuthError(error).message);
        setPhase('failed');
      },
    );
  }, [afterSignIn]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = formErrors(emailOnlyForm, form.values);
    if (invalid) return form.refuse(invalid);
    void form.submit(async () => {
      const result = await auth.completeSignInLink(link.current, form.values.email.trim());
      if (!result.needsEmail) afterSignIn(result.identity);
    });
  };

  return (
    <Screen
      title={t(screenName('/auth/email-link-callback'))}
      lead={t('This page finishes signing you in from the link we e-mailed you.')}
    >
      {phase === 'working' ? <Loading label={t('Signing you in…')} /> : null}
      {phase === 'failed' ? (
        <div className="form-card">
          <FormProblem message={failure} />
          <p>
            <T message="<link>Back to sign in</link> to ask for a new link." components={{ link: <Link to="/login" /> }} />
          </p>
        </div>
      ) : null}
      {phase === 'needs-email' ? (
        <form className="form-card" onSubmit={submit} noValidate aria-label={t('Confirm your e-mail')}>
          <p>{t('You opened the link on another device or browser. Enter the e-mail address it was sent to.')}</p>
          <FormProblem message={form.failure} />
          <Field label={t('E-mail address')} error={form.fieldErrors.email}>
            {(control) => <input {...control} type="email" autoComplete="email" {...form.bind('email')} />}
          </Field>
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? t('Signing in…') : t('Finish signing in')}
          </button>
        </form>
      ) : null}
    </Screen>
  );
}
