import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { DirectoryView } from '../directory/DirectoryView.js';
import { ManageViews, manageViewOf } from '../manage/ManageViews.js';
import { ReportsList } from '../manage/ReportsList.js';
import '../manage/manage.css';

/** Staff (manage_alumni_profiles): every alumni profile, hidden ones too, to correct or hide; and the open reports. */
export default function ManageProfiles() {
  const [params] = useSearchParams();
  const view = manageViewOf(params);
  return (
    <Screen title={t(screenName('/alumni/manage'))} lead={t('Every alumni profile: correct or hide one, and read reports.')} wide>
      <PortalNav />
      <ManageViews current={view} />
      {view === 'reports' ? (
        <section aria-labelledby="manage-reports-heading">
          <h2 id="manage-reports-heading">{t('Open reports')}</h2>
          <ReportsList />
        </section>
      ) : (
        <DirectoryView audience="staff" />
      )}
    </Screen>
  );
}
