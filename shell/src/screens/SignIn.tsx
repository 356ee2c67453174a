import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from '@sla/router';
import { auth, prepareSignIn, toAuthError, useIdentity } from '@sla/auth';
import { emailOnlyForm, formErrors, signInForm } from '@sla/auth/forms';
import { screenName } from '@sla/permissions';
import { msg, t } from '@sla/i18n';
import { LiveFieldset, Screen, T } from '@sla/ui';
import { useAfterSignIn } from './account/afterSignIn.js';
import { CompletePasswordReset } from './account/CompletePasswordReset.js';
import { Field, FormProblem, useFormState } from '@sla/forms';
import { ACCOUNT_FORM } from './account/accountForm.js';
import { ProviderButtons } from './account/ProviderButtons.js';

type Mode = 'password' | 'link' | 'reset';

const SUBMIT: Record<Mode, [idle: string, busy: string]> = {
  password: [msg('Sign in'), msg('Signing in…')],
  link: [msg('E-mail me a sign-in link'), msg('Sending…')],
  reset: [msg('E-mail me a reset link'), msg('Sending…')],
};

export default function SignIn() {
  const [params, setParams] = useSearchParams();
  const identity = useIdentity();
  const afterSignIn = useAfterSignIn();
  const [mode, setMode] = useState<Mode>('password');
  // A screen that signed the person out may leave a sentence for them (the account deletion does).
  const leftNotice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [sent, setSent] = useState<string | null>(() => (typeof leftNotice === 'string' ? t(leftNotice) : null));
  const form = useFormState({ email: '', password: '' }, ACCOUNT_FORM);
  const actionCode = params.get('oobCode');
  const action = params.get('mode');

  // Start loading the identity SDK while the visitor types.
  useEffect(() => {
    prepareSignIn().catch((error) => console.error('[sign-in] the identity service did not load', error));
  }, []);

  // Someone already signed in (with a usable profile) does not need this screen, unless it came to tell them
  // something: what an e-mail's link did, or the sentence left by a screen that is signing them out.
  const [hasNews] = useState(() => Boolean(actionCode) || typeof leftNotice === 'string');
  useEffect(() => {
    if (identity.status === 'signed-in' && identity.role && !identity.lookupFailed && !hasNews) afterSignIn(identity);
  }, [identity, hasNews, afterSignIn]);

  // The e-mail verification link lands here too (mode=verifyEmail), and so does the link that confirms a new
  // address (mode=verifyAndChangeEmail), after which Firebase asks for a sign-in with the new address.
  useEffect(() => {
    if ((action !== 'verifyEmail' && action !== 'verifyAndChangeEmail') || !actionCode) return;
    auth.confirmEmail(actionCode).then(
      () =>
        setSent(
          action === 'verifyEmail'
            ? t('Your e-mail address is confirmed. Thank you!')
            : t('Your e-mail address is changed. Sign in with the new address.'),
        ),
      (error) => form.refuse({}, toAuthError(error).message),
    );
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [action, actionCode]);

  const choose = (next: Mode) => {
    setMode(next);
    setSent(null);
    form.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = formErrors(mode === 'password' ? signInForm : emailOnlyForm, form.values);
    if (invalid) return form.refuse(invalid);
    const email = form.values.email.trim();
    void form.submit(
      async () => {
        if (mode === 'password') return afterSignIn(await auth.signInWithPassword(email, form.values.password));
        if (mode === 'link') {
          await auth.sendSignInLink(email);
          setSent(t('We sent a sign-in link to {email}. Open it on this device to finish signing in. It works once.', { email }));
        } else {
          await auth.sendPasswordReset(email);
          setSent(t('We sent a link to {email}. Open it to choose a new password.', { email }));
        }
      },
      { action: mode },
    );
  };

  if (action === 'resetPassword' && actionCode) {
    return (
      <Screen title={t(screenName('/login'))} lead={t('Almost there.')}>
        <CompletePasswordReset
          code={actionCode}
          onDone={(email) => {
            form.reset({ email, password: '' });
            setSent(t('Your password is changed. Sign in with it now.'));
            setParams({}, { replace: true });
          }}
        />
      </Screen>
    );
  }

  const problemWithAccount =
    identity.status === 'signed-in' && (identity.lookupFailed || !identity.role)
      ? identity.lookupFailed
        ? (identity.refusal ?? t('We could not load your profile just now. Please sign in again in a moment.'))
        : t('Your account has no role yet. Please contact us so we can set it up.')
      : null;

  const [idle, busyLabel] = SUBMIT[mode];
  return (
    <Screen title={t(screenName('/login'))} lead={t('Welcome back. Sign in to continue to your portal.')}>
      <form className="form-card" onSubmit={submit} noValidate aria-label={t('Sign in')}>
        <LiveFieldset>
          <FormProblem message={problemWithAccount} />
          {sent ? (
            <p className="notice" role="status">
              {sent}
            </p>
          ) : null}
          <FormProblem message={form.failure} />
          <Field label={t('E-mail address')} error={form.fieldErrors.email}>
            {(control) => <input {...control} type="email" autoComplete="email" {...form.bind('email')} />}
          </Field>
          {mode === 'password' ? (
            <Field label={t('Password')} error={form.fieldErrors.password}>
              {(control) => <input {...control} type="password" autoComplete="current-password" {...form.bind('password')} />}
            </Field>
          ) : null}
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {t(form.action === mode ? busyLabel : idle)}
          </button>
          <div className="form-card__links">
            {mode !== 'password' ? (
              <button type="button" className="link-button" onClick={() => choose('password')}>
                {t('Sign in with a password')}
              </button>
            ) : null}
            {mode !== 'reset' ? (
              <button type="button" className="link-button" onClick={() => choose('reset')}>
                {t('Forgot your password?')}
              </button>
            ) : null}
            {mode !== 'link' ? (
              <button type="button" className="link-button" onClick={() => choose('link')}>
                {t('E-mail me a sign-in link instead')}
              </button>
            ) : null}
          </div>
          <p className="form-card__divider">
            <span>{t('or')}</span>
          </p>
          <ProviderButtons form={form} onSignedIn={afterSignIn} />
          <p>
            <T message="New here? <link>Create an account</link>" components={{ link: <Link to="/signup" /> }} />
          </p>
        </LiveFieldset>
      </form>
    </Screen>
  );
}
