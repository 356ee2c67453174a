import { auth, identityStore, type Identity } from '@sla/auth';
import { follow as followStream, routes, type AccountLiveEvent } from '@sla/data';

/**
 * Listens, for whoever is signed in, for the service saying their role changed; then the session takes a new token
 * (carrying the new role claim) and reads the profile again, so the guard and the portals never act on a stale role.
 * Follows sign-out and a switch of account.
 */
export function followRoleChanges(): void {
  let watching: { uid: string; stop: () => void } | null = null;
  const follow = (identity: Identity) => {
    // While the identity reloads, keep listening for the same person.
    const uid =
      identity.status === 'signed-in' ? identity.user.uid : identity.status === 'loading' ? (watching?.uid ?? null) : null;
    if (watching?.uid === uid) return;
    watching?.stop();
    // The same stream tells of new messages (the message screens listen for those): only a role refreshes.
    const onEvent = (event: AccountLiveEvent) => {
      if ('role' in event) void auth.refreshIdentity();
    };
    watching = uid ? { uid, stop: followStream(routes.followRoleChanges, onEvent) } : null;
  };
  follow(identityStore.get());
  identityStore.subscribe(follow);
}
