import { useIdentity } from '@sla/auth';
import { displayNameFallback } from '@sla/permissions';
import { useSite } from '@sla/ui';

/**
 * "Welcome, <name>" from the shell's identity. The identity store is a federation singleton, so a
 * portal sees who signed in to the shell without being told through props.
 */
export function Greeting() {
  const identity = useIdentity();
  const { orgEmailDomain } = useSite();
  if (identity.status !== 'signed-in') return null;
  return <p className="greeting">Welcome, {displayNameFallback(identity.user, orgEmailDomain)}.</p>;
}
