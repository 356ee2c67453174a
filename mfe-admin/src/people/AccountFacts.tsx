import type { PersonPage } from '@sla/data';
import { formatDate, formatDateTime } from '../format.js';
import { roleLabel } from '../roles.js';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  password: 'Password',
  'google.com': 'Google',
  'github.com': 'GitHub',
  emailLink: 'E-mail link',
};

/** The account at a glance: e-mail and whether it is confirmed, sign-in methods, last sign-in, when it joined. */
export function AccountFacts({ person }: { person: PersonPage }) {
  const { profile, signIn } = person;
  return (
    <dl className="person-facts">
      <div>
        <dt>E-mail</dt>
        <dd>
          {profile.email ?? <span className="data-table__muted">No e-mail</span>}
          {signIn ? (
            <span className={`badge badge--${signIn.emailVerified ? 'success' : 'warning'}`}>
              {signIn.emailVerified ? 'Confirmed' : 'Not confirmed'}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Joined</dt>
        <dd>
          <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>Last sign-in</dt>
        <dd>
          {signIn === null ? (
            <span className="data-table__muted">Firebase could not be asked</span>
          ) : signIn.lastSignInAt ? (
            <time dateTime={signIn.lastSignInAt}>{formatDateTime(signIn.lastSignInAt)}</time>
          ) : (
            'Never'
          )}
        </dd>
      </div>
      {signIn ? (
        <div>
          <dt>Signs in with</dt>
          <dd>{signIn.providers.length ? signIn.providers.map((id) => PROVIDER_NAMES[id] ?? id).join(', ') : 'No method yet'}</dd>
        </div>
      ) : null}
      {profile.requestedRole ? (
        <div>
          <dt>Asked to be</dt>
          <dd>{roleLabel(profile.requestedRole)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
