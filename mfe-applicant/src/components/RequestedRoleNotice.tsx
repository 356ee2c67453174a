import { api, orNull, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';

/**
 * Someone who said at sign-up that they are a current student or an alumna or alumnus starts as an applicant: this says
 * their request is waiting for staff to confirm (staff see it on Users and roles), so the choice is never silent. Says
 * nothing when there is no request, once staff gave the role, or when the profile cannot be read.
 */
export function RequestedRoleNotice() {
  const profile = useLoad(() => orNull(api(routes.getOwnProfile)), []);
  if (profile.status !== 'ready' || !profile.value) return null;
  const { requestedRole, role } = profile.value;
  if (!requestedRole || requestedRole === role) return null;
  const said =
    requestedRole === 'student'
      ? t('You told us you are a current student.')
      : requestedRole === 'alumni'
        ? t('You told us you are an alumna or alumnus.')
        : null;
  if (!said) return null;
  return (
    <p className="notice requested-role-notice" role="status">
      <strong>{t('Waiting for confirmation.')}</strong>{' '}
      {t('{said} Our team will check and open your portal; until then you can apply here.', { said })}
    </p>
  );
}
