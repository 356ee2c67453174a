import { useEffect } from 'react';
import { Navigate } from '@sla/router';
import { api, routes } from '@sla/data';
import { deniedState } from './DeniedNotice.js';

/**
 * The guard refused a signed-in user: record it (a permission_check audit entry), then send them
 * where docs/requirements.md#route-guard says, telling the page they land on which screen was refused (DeniedNotice).
 * A failed audit write is only logged.
 */
export function DeniedRedirect({
  to,
  path,
  screen,
  permissions,
}: {
  to: string;
  path: string;
  /** The refused route's screen name (English; the notice translates it). */
  screen: string;
  permissions: readonly string[];
}) {
  useEffect(() => {
    api(routes.recordGuardDenial, { body: { permission: permissions.join(' | '), path } }).catch((error) =>
      console.error('[guard] audit write failed', error),
    );
  }, [path, permissions]);
  return <Navigate to={to} replace state={deniedState(screen)} />;
}
