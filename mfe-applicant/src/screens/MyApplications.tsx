import { Link } from '@sla/router';
import { api, routes, type ApplicationSummary } from '@sla/data';
import type { MyApplicationsQuery } from '@sla/contract/schemas';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { KeysetTable, useKeysetList } from '@sla/data-views';
import { StatusBadge } from '../components/StatusBadge.js';
import { formatDate } from '../format.js';
import { useCanOpen, useOpenable } from '@sla/portal-kit';
import { detailPath, editPath } from '../overview.js';
import '../applicant.css';

const listMine = (query: MyApplicationsQuery) => api(routes.listMyApplications, { query });
const FIRST_PAGE: MyApplicationsQuery = {};
const NEW_APPLICATION_PATH = '/applicant/applications/new';

export default function MyApplications() {
  const canApply = useCanOpen(NEW_APPLICATION_PATH);
  const openable = useOpenable();
  const applications = useKeysetList(listMine, FIRST_PAGE);

  return (
    <Screen title={t(screenName('/applicant/applications'))} lead={t('Everything you have applied to, newest first.')}>
      <PortalNav />
      <KeysetTable
        stacked
        list={applications}
        noun={[t('application'), t('applications')]}
        caption={t('My applications')}
        loadingLabel={t('Loading your applications…')}
        errorTitle={t('Your applications could not be loaded')}
        empty={
          <div className="empty-state">
            <p>{t('You have not applied to anything yet.')}</p>
            {canApply ? (
              <p>
                <Link className="button button--primary" to={NEW_APPLICATION_PATH}>
                  {t('Start an application')}
                </Link>
              </p>
            ) : null}
          </div>
        }
        columns={[t('Programme'), t('Status'), t('Last updated'), <span className="visually-hidden">{t('Actions')}</span>]}
        row={(application: ApplicationSummary) => (
          <tr key={application.id}>
            <th scope="row" className="data-table__name">
              {openable(detailPath(application.id)) ? (
                <Link to={detailPath(application.id)}>{application.program.name}</Link>
              ) : (
                application.program.name
              )}
            </th>
            <td>
              <StatusBadge status={application.status} decision={application.decision} />
            </td>
            <td className="data-table__nowrap">
              <time dateTime={application.updatedAt}>{formatDate(application.updatedAt)}</time>
            </td>
            <td className="data-table__actions">
              {application.status === 'draft' && openable(editPath(application.id)) ? (
                <Link
                  className="button button--primary button--small"
                  to={editPath(application.id)}
                  aria-label={t('Continue your application to {programme}', { programme: application.program.name })}
                >
                  {t('Continue')}
                </Link>
              ) : null}
            </td>
          </tr>
        )}
      />
    </Screen>
  );
}
