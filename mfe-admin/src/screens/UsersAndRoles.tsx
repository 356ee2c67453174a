import { useState } from 'react';
import { api, routes, type Invitation, type UserProfile } from '@sla/data';
import type { ListUsersQuery } from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';
import { assignableTargets, screenName, type Role } from '@sla/permissions';
import { useActingRole } from '@sla/portal-kit';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { ChangeRoleDialog } from '../components/ChangeRoleDialog.js';
import { KeysetTable, useKeysetList, useLoad } from '@sla/data-views';
import { Link } from '@sla/router';
import { InviteDialog } from '../people/InviteDialog.js';
import { Invitations } from '../people/Invitations.js';
import '../people/people.css';
import { FilterSelect, SuccessNotice } from '@sla/forms';
import { RoleBadge } from '../components/RoleBadge.js';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../components/SearchField.js';
import { formatDate, personName } from '../format.js';
import { useDebouncedValue } from '../hooks/useDebouncedValue.js';
import { translateLabels } from '../review/labels.js';
import { ROLE_LABELS, roleComplement, roleLabel } from '../roles.js';
import { shownName } from '@sla/domain';

type RoleFilter = Role | 'none' | '';

/** The role filter's choices: the roles (ROLE_LABELS lists them in ROLES' order), then "No role". */
const ROLE_FILTER_LABELS: Readonly<Record<Exclude<RoleFilter, ''>, string>> = { ...ROLE_LABELS, none: msg('No role') };

const listUsers = (query: ListUsersQuery) => api(routes.listUsers, { query });

export default function UsersAndRoles() {
  const actingRole = useActingRole();

  const [searchText, setSearchText] = useState('');
  const [search, applySearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('');
  const query: ListUsersQuery = {};
  if (search) query.search = search;
  if (roleFilter) query.role = roleFilter;
  const users = useKeysetList(listUsers, query);

  const [editing, setEditing] = useState<UserProfile | null>(null);
  const [success, setSuccess] = useState('');
  const [inviting, setInviting] = useState(false);
  const invitations = useLoad(() => api(routes.listInvitations), []);

  const invited = (invitation: Invitation) => {
    setInviting(false);
    // Read the list again: inviting an address again withdraws its open invitation, and the service decides that.
    invitations.retry();
    setSuccess(t('An invitation is on its way to {email}.', { email: invitation.email }));
  };

  const saved = (updated: UserProfile) => {
    users.update((user) => (user.uid === updated.uid ? updated : user));
    setEditing(null);
    const name = personName(updated);
    setSuccess(
      updated.role
        ? // The role's words are @sla/permissions': in French once a catalogue has them.
          t('{name} is now {role}.', { name, role: t(roleComplement(updated.role)) })
        : t('{name} has no role now.', { name }),
    );
  };

  return (
    <Screen title={t(screenName('/admin/users'))} lead={t('People with an account, their roles, and role changes.')}>
      <PortalNav />
      <div className="person-header">
        <p className="data-table__muted">
          {t('Open a person to see their history, suspend them or send a new verification link.')}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSuccess('');
            setInviting(true);
          }}
        >
          {t('Invite someone')}
        </button>
      </div>
      <form
        className="toolbar"
        role="search"
        aria-label={t('Find users')}
        onSubmit={(event) => {
          event.preventDefault();
          applySearch();
        }}
      >
        <SearchField value={searchText} onChange={setSearchText} />
        <FilterSelect
          label={t('Role')}
          all={t('All roles')}
          labels={translateLabels(ROLE_FILTER_LABELS)}
          value={roleFilter}
          onChange={setRoleFilter}
        />
      </form>

      <SuccessNotice message={success} />

      <KeysetTable
        stacked
        list={users}
        noun={[t('user'), t('users')]}
        caption={t('Users')}
        loadingLabel={t('Loading users…')}
        errorTitle={t('The users could not be loaded')}
        more={t('more available')}
        moreLabel={t('Load more')}
        empty={t('No users match.')}
        columns={[t('Name'), t('E-mail'), t('Role'), t('Joined'), <span className="visually-hidden">{t('Actions')}</span>]}
        row={(user: UserProfile) => (
          <tr key={user.uid}>
            <th scope="row" className="data-table__name">
              <Link to={`/admin/users/${encodeURIComponent(user.uid)}`}>
                {user.displayName?.trim() || <span className="data-table__muted">{shownName(null)}</span>}
              </Link>
            </th>
            <td className="data-table__wrap">{user.email ?? <span className="data-table__muted">{t('No e-mail')}</span>}</td>
            <td>
              <RoleBadge role={user.role} />
              {/* Asked for at sign-up ("I am a current student"): staff confirm it with Change role. */}
              {user.requestedRole && user.requestedRole !== user.role ? (
                <span className="badge badge--warning users-table__asks">
                  {t('Asks to be {role}', { role: t(roleLabel(user.requestedRole)) })}
                </span>
              ) : null}
            </td>
            <td className="data-table__nowrap">
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
            <td className="data-table__actions">
              {/* Only where there is a role to offer: nobody changes the role of someone holding powers they lack. */}
              {assignableTargets(actingRole, user.role).length > 0 ? (
                <button
                  type="button"
                  className="button button--outline button--small"
                  aria-label={t('Change role for {name}', { name: personName(user) })}
                  onClick={() => {
                    setSuccess('');
                    setEditing(user);
                  }}
                >
                  {t('Change role')}
                </button>
              ) : null}
            </td>
          </tr>
        )}
      />

      <Invitations invitations={invitations} onNotice={setSuccess} />

      {inviting ? <InviteDialog actingRole={actingRole} onCancel={() => setInviting(false)} onInvited={invited} /> : null}
      {editing ? (
        <ChangeRoleDialog user={editing} actingRole={actingRole} onCancel={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </Screen>
  );
}
