import { useId, useState } from 'react';
import { api, errorMessage, routes, type Invitation } from '@sla/data';
import { LoadState, type Loaded } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { useOpenable } from '@sla/portal-kit';
import { T } from '@sla/ui';
import { formatDate } from '../format.js';
import { RoleBadge } from '../components/RoleBadge.js';
import { roleLabel } from '../roles.js';
import { INVITATION_STATUS_BADGES, INVITATION_STATUS_LABELS } from './invitationLabels.js';
import { shownName } from '@sla/domain';

export interface InvitationsProps {
  invitations: Loaded<Invitation[]>;
  /** Told what changed, for the screen's notice. */
  onNotice: (message: string) => void;
}

/** The latest invitations: who was invited with which role, by whom, and what became of it; open ones can be withdrawn. */
export function Invitations({ invitations, onNotice }: InvitationsProps) {
  const id = useId();
  const openable = useOpenable();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const withdraw = async (list: Invitation[], invitation: Invitation) => {
    setWithdrawing(invitation.id);
    setFailure(null);
    try {
      const updated = await api(routes.revokeInvitation, { params: { id: invitation.id } });
      invitations.replace(list.map((item) => (item.id === updated.id ? updated : item)));
      onNotice(t('The invitation to {email} is withdrawn.', { email: invitation.email }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <section className="data-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Invitations')}</h2>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      <LoadState
        state={invitations}
        loadingLabel={t('Loading invitations…')}
        errorTitle={t('The invitations could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={
          <p className="data-table__muted">
            {t('No invitations yet. Invite someone to give them a role from their first sign-in.')}
          </p>
        }
      >
        {({ value: list }) => (
          <ul className="person-list">
            {list.map((invitation) => (
              <li key={invitation.id} className="person-list__item">
                <div className="person-list__main">
                  <strong className="person-list__name">{invitation.displayName || invitation.email}</strong>
                  {invitation.displayName ? <span className="person-list__meta">{invitation.email}</span> : null}
                  <span className="person-list__meta">
                    <InvitationHistory invitation={invitation} />
                  </span>
                </div>
                <div className="person-list__badges">
                  {/* Once accepted, the role the account got: the invited one unless the role rules refused it. */}
                  <RoleBadge role={invitation.acceptedRole ?? invitation.role} />
                  <span className={`badge badge--${INVITATION_STATUS_BADGES[invitation.status]}`}>
                    {t(INVITATION_STATUS_LABELS[invitation.status])}
                  </span>
                </div>
                {invitation.status === 'pending' ? (
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={t('Withdraw the invitation to {email}', { email: invitation.email })}
                    disabled={withdrawing !== null}
                    onClick={() => void withdraw(list, invitation)}
                  >
                    {withdrawing === invitation.id ? t('Withdrawing…') : t('Withdraw')}
                  </button>
                ) : invitation.acceptedBy && openable(`/admin/users/${invitation.acceptedBy}`) ? (
                  <Link
                    to={`/admin/users/${encodeURIComponent(invitation.acceptedBy)}`}
                    className="button button--outline button--small"
                  >
                    {t('Open their page')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/**
 * "Invited by Ama on 3 March 2025", and what became of it: the role asked for when the role rules refused it (the
 * activity log says why), or until when an open invitation holds.
 */
function InvitationHistory({ invitation }: { invitation: Invitation }) {
  const values = {
    name: shownName(invitation.invitedByName),
    invitedOn: formatDate(invitation.createdAt),
    role: t(roleLabel(invitation.role)),
    openUntil: formatDate(invitation.expiresAt),
  };
  const components = {
    invited: <time dateTime={invitation.createdAt} />,
    until: <time dateTime={invitation.expiresAt} />,
  };
  const refused = Boolean(invitation.acceptedRole && invitation.acceptedRole !== invitation.role);
  const open = invitation.status === 'pending';
  if (refused && open)
    return (
      <T
        message="Invited by {name} on <invited>{invitedOn}</invited>. Asked for {role}, which could not be given (the activity log says why), open until <until>{openUntil}</until>"
        values={values}
        components={components}
      />
    );
  if (refused)
    return (
      <T
        message="Invited by {name} on <invited>{invitedOn}</invited>. Asked for {role}, which could not be given (the activity log says why)"
        values={values}
        components={components}
      />
    );
  if (open)
    return (
      <T
        message="Invited by {name} on <invited>{invitedOn}</invited>, open until <until>{openUntil}</until>"
        values={values}
        components={components}
      />
    );
  return <T message="Invited by {name} on <invited>{invitedOn}</invited>" values={values} components={components} />;
}
