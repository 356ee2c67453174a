import { useIdentity } from '@sla/auth';
import { msg, t } from '@sla/i18n';
import { displayNameFallback } from '@sla/permissions';
import { useSite } from '@sla/ui';

/** The words displayNameFallback gives someone without a name or an address to show. */
const FALLBACK_NAMES: readonly string[] = [msg('Staff'), msg('User')];

/**
 * "Welcome, <name>" from the shell's identity. The identity store is a federation singleton, so a
 * portal sees who signed in to the shell without being told through props.
 */
export function Greeting() {
  const identity = useIdentity();
  const { orgEmailDomain } = useSite();
  if (identity.status !== 'signed-in') return null;
  const { user } = identity;
  const name = displayNameFallback(user, orgEmailDomain);
  // A person's own name or address is never translated, even one that reads like the fallback words.
  const own = [user.displayName?.trim(), user.email?.trim()].includes(name);
  return <p className="greeting">{t('Welcome, {name}.', { name: !own && FALLBACK_NAMES.includes(name) ? t(name) : name })}</p>;
}
