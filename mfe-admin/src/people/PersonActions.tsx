import { useState } from 'react';
import { api, errorMessage, orNull, routes, type PersonPage, type UserProfile } from '@sla/data';
import { t } from '@sla/i18n';
import { assignableTargets, type Role } from '@sla/permissions';
import { ChangeRoleDialog } from '../components/ChangeRoleDialog.js';
import { personName } from '../format.js';
import { roleComplement } from '../roles.js';
import { SuspendDialog } from './SuspendDialog.js';

export interface PersonActionsProps {
  person: PersonPage;
  actingRole: Role | null;
  /** The signed-in admin's own uid: nobody suspends themselves. */
  ownUid: string | null;
  onChanged: (person: PersonPage) => void;
  onNotice: (message: string, tone?: 'success' | 'warning') => void;
}

/**
 * What an admin can do to the account: change its role, suspend or restore it, and send a new verification link
 * while its address is unconfirmed. Only actions the service would take are offered.
 */
export function PersonActions({ person, actingRole, ownUid, onChanged, onNotice }: PersonActionsProps) {
  const [open, setOpen] = useState<'role' | 'suspend' | null>(null);
  const [busy, setBusy] = useState<'restore' | 'verify' | null>(null);
  const name = personName(person.profile);
  const self = person.profile.uid === ownUid;
  const unconfirmed = person.signIn !== null && !person.signIn.emailVerified && person.profile.email !== null;

  const run = async (what: 'restore' | 'verify') => {
    setBusy(what);
    try {
      if (what === 'verify') {
        const { sentTo } = await api(routes.sendVerification, { params: { uid: person.profile.uid } });
        onNotice(t('A new confirmation link is on its way to {email}.', { email: sentTo }));
      } else {
        const { person: restored, warning } = await api(routes.restoreAccount, { params: { uid: person.profile.uid } });
        onChanged(restored);
        onNotice(
          warning
            ? t('{name} is restored. {warning}', { name, warning: t(warning) })
            : t('{name} is restored and can sign in again.', { name }),
          warning ? 'warning' : 'success',
        );
      }
    } catch (error) {
      onNotice(t(errorMessage(error)), 'warning');
    } finally {
      setBusy(null);
    }
  };

  const roleSaved = (profile: UserProfile) => {
    setOpen(null);
    // The history gains the change: load the page again rather than guess its entry.
    void orNull(api(routes.getPerson, { params: { uid: profile.uid } })).then((fresh) => fresh && onChanged(fresh));
    onNotice(
      profile.role
        ? // The role's words are @sla/permissions': in French once a catalogue has them.
          t('{name} is now {role}.', { name, role: t(roleComplement(profile.role)) })
        : t('{name} has no role now.', { name }),
    );
  };

  return (
    <div className="person-actions">
      {assignableTargets(actingRole, person.profile.role).length > 0 ? (
        <button type="button" className="button button--outline" onClick={() => setOpen('role')}>
          {t('Change role')}
        </button>
      ) : null}
      {unconfirmed ? (
        <button type="button" className="button button--outline" disabled={busy !== null} onClick={() => void run('verify')}>
          {busy === 'verify' ? t('Sending…') : t('Re-send verification e-mail')}
        </button>
      ) : null}
      {person.suspension ? (
        <button type="button" className="button button--primary" disabled={busy !== null} onClick={() => void run('restore')}>
          {busy === 'restore' ? t('Restoring…') : t('Restore the account')}
        </button>
      ) : self ? null : (
        <button type="button" className="button button--danger" onClick={() => setOpen('suspend')}>
          {t('Suspend')}
        </button>
      )}
      {open === 'role' ? (
        <ChangeRoleDialog user={person.profile} actingRole={actingRole} onCancel={() => setOpen(null)} onSaved={roleSaved} />
      ) : null}
      {open === 'suspend' ? (
        <SuspendDialog
          uid={person.profile.uid}
          name={name}
          onCancel={() => setOpen(null)}
          onDone={({ person: suspended, warning }) => {
            setOpen(null);
            onChanged(suspended);
            onNotice(
              warning ? t('{name} is suspended. {warning}', { name, warning: t(warning) }) : t('{name} is suspended.', { name }),
              warning ? 'warning' : 'success',
            );
          }}
        />
      ) : null}
    </div>
  );
}
