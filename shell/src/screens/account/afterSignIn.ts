import { useNavigate, useSearchParams } from '@sla/router';
import type { Identity } from '@sla/auth';
import { dashboardPath } from '@sla/permissions';
import { useSite } from '@sla/ui';
import { safeRedirect } from '../../routing/safeRedirect.js';

/** Where to go once signed in: the `redirect` query when it is a path on this site, else the role's dashboard. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { orgEmailDomain } = useSite();
  return (identity: Extract<Identity, { status: 'signed-in' }>) => {
    const role = identity.lookupFailed ? 'applicant' : identity.role;
    const target = safeRedirect(params.get('redirect')) ?? dashboardPath(role, identity.user.email, orgEmailDomain);
    void navigate(target, { replace: true });
  };
}
