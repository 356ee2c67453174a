import { t } from '@sla/i18n';
import { Link } from '@sla/router';

export type ManageView = 'profiles' | 'reports';

/** Which list staff look at: the profiles or the reports. It lives in the address (?view=reports). */
export const manageViewOf = (params: URLSearchParams): ManageView => (params.get('view') === 'reports' ? 'reports' : 'profiles');

/** The two lists of the screen as a small navigation: each is a link, so Back and shared links work. */
export function ManageViews({ current }: { current: ManageView }) {
  return (
    <nav className="manage-views" aria-label={t('Profiles and reports')}>
      <Link to="/alumni/manage" className="manage-views__link" aria-current={current === 'profiles' ? 'page' : undefined}>
        {t('All profiles')}
      </Link>
      <Link
        to="/alumni/manage?view=reports"
        className="manage-views__link"
        aria-current={current === 'reports' ? 'page' : undefined}
      >
        {t('Reports')}
      </Link>
    </nav>
  );
}
