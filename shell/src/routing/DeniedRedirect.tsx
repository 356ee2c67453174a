import { useEffect } from 'react';
import { Navigate } from '@sla/router';
import { data } from '@sla/data';

/**
 * The guard refused a signed-in user: record it (a permission_check audit entry, spec section 3),
 * then send them where the spec says. A failed audit write is only logged.
 */
export function DeniedRedirect({ to, path, permissions }: { to: string; path: string; permissions: readonly string[] }) {
  useEffect(() => {
    data.auditLogs.recordDenied({ permission: permissions.join(' | '), path }).catch((error) => console.error('[guard] audit write failed', error));
  }, [path, permissions]);
  return <Navigate to={to} replace />;
}
