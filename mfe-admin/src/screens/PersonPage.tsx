import { useState } from 'react';
import { useIdentity } from '@sla/auth';
import { api, orNull, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useActingRole } from '@sla/portal-kit';
import { Link, useParams } from '@sla/router';
import { ErrorPanel, Screen, T } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { RoleBadge } from '../components/RoleBadge.js';
import { formatDateTime, personName } from '../format.js';
import { AccountFacts } from '../people/AccountFacts.js';
import { PersonActions } from '../people/PersonActions.js';
import { PersonActivity } from '../people/PersonActivity.js';
import { PersonApplications, PersonMessages, RoleHistory } from '../people/PersonRecords.js';
import '../people/people.css';

/** Admins: one account and everything about it, with what can be done to it (decision 0024). */
export default function PersonPage() {
  const { id = '' } = useParams();
  const person = useLoad(() => orNull(api(routes.getPerson, { params: { uid: id } })), [id]);
  const actingRole = useActingRole();
  const identity = useIdentity();
  const ownUid = identity.status === 'signed-in' ? identity.user.uid : null;
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'warning' } | null>(null);
  const [changes, setChanges] = useState(0);
  const found = person.status === 'ready' && person.value ? person.value : null;

  return (
    <Screen
      title={t(screenName('/admin/users/:id'))}
      heading={found ? personName(found.profile) : undefined}
      lead={t('One account: its role and history, applications, messages and activity.')}
      wide
    >
      <PortalNav />
      <p className="person-back">
        <Link to="/admin/users">{t('All users')}</Link>
      </p>
      {/* The repository answers an unknown person with null (its 404), so that is the only "not found". */}
      {person.status === 'ready' && !person.value ? (
        <ErrorPanel title={t('We could not find that person')}>
          <p>{t('The account may have been deleted, or the link may be wrong.')}</p>
        </ErrorPanel>
      ) : (
        <LoadState state={person} loadingLabel={t('Loading the person…')} errorTitle={t('This person could not be loaded')}>
          {({ value }) =>
            value ? (
              <>
                <div className="person-header">
                  <div className="person-header__badges">
                    <RoleBadge role={value.profile.role} />
                    {value.suspension ? <span className="badge badge--danger">{t('Suspended')}</span> : null}
                  </div>
                  <PersonActions
                    person={value}
                    actingRole={actingRole}
                    ownUid={ownUid}
                    onChanged={(changed) => {
                      person.replace(changed);
                      setChanges((count) => count + 1);
                    }}
                    onNotice={(message, tone = 'success') => setNotice({ message, tone })}
                  />
                </div>
                <div role="status" aria-live="polite" className={notice ? `notice notice--${notice.tone}` : undefined}>
                  {notice?.message}
                </div>
                {value.suspension ? (
                  <p className="notice notice--warning person-suspension">
                    <T
                      message="Suspended by {name} on <date>{when}</date>: “{reason}”. The service refuses every request of theirs until the account is restored."
                      values={{
                        name: value.suspension.byName,
                        when: formatDateTime(value.suspension.at),
                        reason: value.suspension.reason,
                      }}
                      components={{ date: <time dateTime={value.suspension.at} /> }}
                    />
                  </p>
                ) : null}
                <AccountFacts person={value} />
                <RoleHistory history={value.roleHistory} />
                <PersonApplications applications={value.applications} />
                <PersonMessages messages={value.messages} />
                <PersonActivity uid={value.profile.uid} version={changes} />
              </>
            ) : null
          }
        </LoadState>
      )}
    </Screen>
  );
}
