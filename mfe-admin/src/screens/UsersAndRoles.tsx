import { useState } from 'react';
import { data, type Invitation, type UserProfile } from '@sla/data';
import { installBackOfficeRepositories } from '@sla/data/backOffice';
import type { ListUsersQuery } from '@sla/data/schemas';
import { screenName, type Role } from '@sla/permissions';
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
import { ROLE_LABELS, roleComplement } from '../roles.js';

type RoleFilter = Role | 'none' | '';

/** The role filter's choices: the roles (ROLE_LABELS lists them in ROLES' order), then "No role". */
const ROLE_FILTER_LABELS: Readonly<Record<Exclude<RoleFilter, ''>, string>> = { ...ROLE_LABELS, none: 'No role' };

const listUsers = (query: ListUsersQuery) => data.users.list(query);

installBackOfficeRepositories();

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
  const invitations = useLoad(() => data.people.invitations(), []);

  const invited = (invitation: Invitation) => {
    setInviting(false);
    // Read the list again: inviting an address again withdraws its open invitation, and the service decides that.
    invitations.retry();
    setSuccess(`An invitation is on its way to ${invitation.email}.`);
  };

  const saved = (updated: UserProfile) => {
    users.update((user) => (user.uid === updated.uid ? updated : user));
    setEditing(null);
    setSuccess(
      updated.role ? `${personName(updated)} is now ${roleComplement(updated.role)}.` : `${personName(updated)} has no role now.`,
    );
  };

  return (
    <Screen title={screenName('/admin/users')} lead="People with an account, their roles, and role changes.">
      <PortalNav />
      <div className="person-header">
        <p className="data-table__muted">Open a person to see their history, suspend them or send a new verification link.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setSuccess('');
            setInviting(true);
          }}
        >
          Invite someone
        </button>
      </div>
      <form
        className="toolbar"
        role="search"
        aria-label="Find users"
        onSubmit={(event) => {
          event.preventDefault();
          applySearch();
        }}
      >
        <SearchField value={searchText} onChange={setSearchText} />
        <FilterSelect label="Role" all="All roles" labels={ROLE_FILTER_LABELS} value={roleFilter} onChange={setRoleFilter} />
      </form>

      <SuccessNotice message={success} />

      <KeysetTable
        stacked
        list={users}
        noun={['user', 'users']}
        empty="No users match."
        columns={['Name', 'E-mail', 'Role', 'Joined', <span className="visually-hidden">Actions</span>]}
        row={(user: UserProfile) => (
          <tr key={user.uid}>
            <th scope="row" className="data-table__name">
              <Link to={`/admin/users/${encodeURIComponent(user.uid)}`}>
                {user.displayName?.trim() || <span className="data-table__muted">No name</span>}
              </Link>
            </th>
            <td className="data-table__wrap">{user.email ?? <span className="data-table__muted">No e-mail</span>}</td>
            <td>
              <RoleBadge role={user.role} />
            </td>
            <td className="data-table__nowrap">
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </td>
            <td className="data-table__actions">
              <button
                type="button"
                className="button button--outline button--small"
                aria-label={`Change role for ${personName(user)}`}
                onClick={() => {
                  setSuccess('');
                  setEditing(user);
                }}
              >
                Change role
              </button>
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
