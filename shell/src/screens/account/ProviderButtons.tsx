import { msg, t } from '@sla/i18n';
import { auth, type Identity } from '@sla/auth';
import type { FormState } from '@sla/forms';

const PROVIDERS = [
  { id: 'google', label: msg('Continue with Google') },
  { id: 'github', label: msg('Continue with GitHub') },
] as const;

/** Popup sign-in with Google or GitHub; a new account gets its profile on the way in. */
export function ProviderButtons({
  form,
  onSignedIn,
}: {
  /** The account form these buttons belong to: one sign-in at a time, its problems shown there. */
  form: Pick<FormState, 'action' | 'submit'>;
  onSignedIn: (identity: Extract<Identity, { status: 'signed-in' }>) => void;
}) {
  return (
    <div className="provider-buttons" role="group" aria-label={t('Other ways to sign in')}>
      {PROVIDERS.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--outline"
          disabled={form.action !== null}
          onClick={() => form.submit(async () => onSignedIn(await auth.signInWithProvider(provider.id)), { action: provider.id })}
        >
          {form.action === provider.id ? t('Opening…') : t(provider.label)}
        </button>
      ))}
    </div>
  );
}
