import { useCanOpen } from '@sla/portal-kit';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';

/** On one's own page in the directory: it is a preview, and where the profile is changed. */
export function OwnProfileNote() {
  const canEdit = useCanOpen('/alumni/profile');
  return (
    <p className="notice member-own">
      {t('This is how other alumni see your profile.')}{' '}
      {canEdit ? <Link to="/alumni/profile">{t('Change your profile and who sees each part')}</Link> : null}
    </p>
  );
}
