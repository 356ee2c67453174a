import { Navigate } from '@sla/router';
import { useIdentity } from '@sla/auth';
import { dashboardPath } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Loading, useSite } from '@sla/ui';

/** /dashboard sends each role to its own portal (docs/requirements.md#dashboard-by-role). */
export default function Dashboard() {
  const identity = useIdentity();
  const { orgEmailDomain } = useSite();
  if (identity.status !== 'signed-in') return <Loading label={t('Loading…')} />;
  return <Navigate to={dashboardPath(identity.role, identity.user.email, orgEmailDomain)} replace />;
}
