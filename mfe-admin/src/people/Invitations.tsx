import { useId, useState } from 'react';
import { data, errorMessage, type Invitation } from '@sla/data';
import { LoadState, type Loaded } from '@sla/data-views';
import { Link } from '@sla/router';
import { useOpenable } from '@sla/portal-kit';
import { formatDate } from '../format.js';
import { RoleBadge } from '../components/RoleBadge.js';
import { roleLabel } from '../roles.js';
import { INVITATION_STATUS_BADGES, INVITATION_STATUS_LABELS } from './invitationLabels.js';

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
      const updated = await data.people.revokeInvitation(invitation.id);
      invitations.replace(list.map((item) => (item.id === updated.id ? updated : item)));
      onNotice(`The invitation to ${invitation.email} is withdrawn.`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <section className="data-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invitations</h2>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <LoadState
        state={invitations}
        loadingLabel="Loading invitations…"
        errorTitle="The invitations could not be loaded"
        isEmpty={(ready) => ready.value.length === 0}
        empty={
          <p className="data-table__muted">No invitations yet. Invite someone to give them a role from their first sign-in.</p>
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
                    Invited by {invitation.invitedByName} on{' '}
                    <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time>
                    {invitation.acceptedRole && invitation.acceptedRole !== invitation.role ? (
                      <>. Asked for {roleLabel(invitation.role)}, which could not be given (the activity log says why)</>
                    ) : null}
                    {invitation.status === 'pending' ? (
                      <>
                        , open until <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
                      </>
                    ) : null}
                  </span>
                </div>
                <div className="person-list__badges">
                  {/* Once accepted, the role the account got: the invited one unless the role rules refused it. */}
                  <RoleBadge role={invitation.acceptedRole ?? invitation.role} />
                  <span className={`badge badge--${INVITATION_STATUS_BADGES[invitation.status]}`}>
                    {INVITATION_STATUS_LABELS[invitation.status]}
                  </span>
                </div>
                {invitation.status === 'pending' ? (
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    disabled={withdrawing !== null}
                    onClick={() => void withdraw(list, invitation)}
                  >
                    {withdrawing === invitation.id ? 'Withdrawing…' : 'Withdraw'}
                  </button>
                ) : invitation.acceptedBy && openable(`/admin/users/${invitation.acceptedBy}`) ? (
                  <Link
                    to={`/admin/users/${encodeURIComponent(invitation.acceptedBy)}`}
                    className="button button--outline button--small"
                  >
                    Open their page
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
