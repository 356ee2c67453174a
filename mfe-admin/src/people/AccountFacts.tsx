import type { PersonPage } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { formatDate, formatDateTime } from '../format.js';
import { roleLabel } from '../roles.js';

// Translated with t() where shown; Google and GitHub are names.
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  password: msg('Password'),
  'google.com': 'Google',
  'github.com': 'GitHub',
  emailLink: msg('E-mail link'),
};

const providerName = (id: string) => {
  const name = PROVIDER_NAMES[id];
  return name ? t(name) : id;
};

/** The account at a glance: e-mail and whether it is confirmed, sign-in methods, last sign-in, when it joined. */
export function AccountFacts({ person }: { person: PersonPage }) {
  const { profile, signIn } = person;
  return (
    <dl className="person-facts">
      <div>
        <dt>{t('E-mail')}</dt>
        <dd>
          {profile.email ?? <span className="data-table__muted">{t('No e-mail')}</span>}
          {signIn ? (
            <span className={`badge badge--${signIn.emailVerified ? 'success' : 'warning'}`}>
              {signIn.emailVerified ? t('Confirmed') : t('Not confirmed')}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('Joined')}</dt>
        <dd>
          <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('Last sign-in')}</dt>
        <dd>
          {signIn === null ? (
            <span className="data-table__muted">{t('Firebase could not be asked')}</span>
          ) : signIn.lastSignInAt ? (
            <time dateTime={signIn.lastSignInAt}>{formatDateTime(signIn.lastSignInAt)}</time>
          ) : (
            t('Never')
          )}
        </dd>
      </div>
      {signIn ? (
        <div>
          <dt>{t('Signs in with')}</dt>
          <dd>{signIn.providers.length ? signIn.providers.map(providerName).join(', ') : t('No method yet')}</dd>
        </div>
      ) : null}
      {profile.requestedRole ? (
        <div>
          <dt>{t('Asked to be')}</dt>
          <dd>{t(roleLabel(profile.requestedRole))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
