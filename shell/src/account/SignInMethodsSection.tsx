import { useState } from 'react';
import { FormProblem, SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { accountActions, type SignInMethod } from './accountActions.js';
import { Section } from './Section.js';
import type { SignInMethods } from './useSignInMethods.js';

const PROVIDERS: { method: SignInMethod; provider: 'google' | 'github'; name: string }[] = [
  { method: 'google.com', provider: 'google', name: 'Google' },
  { method: 'github.com', provider: 'github', name: 'GitHub' },
];

/** Google and GitHub sign-in linked to the account or not. The last way of signing in cannot be removed. */
export function SignInMethodsSection({ methods }: { methods: SignInMethods }) {
  const [busy, setBusy] = useState<SignInMethod | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = methods.list;

  const act = async (method: SignInMethod, action: () => Promise<void>, said: string) => {
    setBusy(method);
    setProblem(null);
    setDone(null);
    try {
      await action();
      methods.reload();
      setDone(said);
    } catch (error) {
      console.error(`[account] ${method}`, (error as { code?: string }).code, error);
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={t('Ways to sign in')} intro={t('Link Google or GitHub to sign in with them as well as your password.')}>
      <FormProblem message={problem ?? methods.failure} />
      {list ? (
        <ul className="account__methods">
          {PROVIDERS.map(({ method, provider, name }) => {
            const linked = list.includes(method);
            const last = linked && list.length <= 1;
            return (
              <li key={method} className="account__method">
                <span>
                  <strong>{name}</strong> <span className="account__state">{linked ? t('Linked') : t('Not linked')}</span>
                </span>
                {linked ? (
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={busy !== null || last}
                    aria-describedby={last ? `${method}-last` : undefined}
                    onClick={() =>
                      void act(method, () => accountActions.unlink(method), t('{name} is no longer linked.', { name }))
                    }
                  >
                    {busy === method ? t('Unlinking…') : t('Unlink {name}', { name })}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={busy !== null}
                    onClick={() => void act(method, () => accountActions.link(provider), t('{name} is linked.', { name }))}
                  >
                    {busy === method ? t('Linking…') : t('Link {name}', { name })}
                  </button>
                )}
                {last ? (
                  <span id={`${method}-last`} className="account__hint">
                    {t('Your only way to sign in: link another first.')}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : methods.failure ? null : (
        <p className="account__state">{t('Loading…')}</p>
      )}
      <SuccessNotice message={done} />
    </Section>
  );
}
