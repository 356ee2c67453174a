import { auth, type Identity } from '@sla/auth';

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
] as const;

/** Popup sign-in with Google or GitHub; a new account gets its profile on the way in. */
export function ProviderButtons({
  busy,
  run,
  onSignedIn,
}: {
  busy: string | null;
  run: (action: string, work: () => Promise<void>) => Promise<void>;
  onSignedIn: (identity: Extract<Identity, { status: 'signed-in' }>) => void;
}) {
  return (
    <div className="provider-buttons" role="group" aria-label="Other ways to sign in">
      {PROVIDERS.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="button button--outline"
          disabled={busy !== null}
          onClick={() => run(provider.id, async () => onSignedIn(await auth.signInWithProvider(provider.id)))}
        >
          {busy === provider.id ? 'Opening…' : provider.label}
        </button>
      ))}
    </div>
  );
}
