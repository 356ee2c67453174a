import { api, errorMessage, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { GivingHistoryView } from '@sla/data-views/giving';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

/**
 * Staff (view_all_users): one donor's page, the giving history their address has, as they see it, with the same
 * receipts (decision 0051). Changing or stopping a monthly gift is the donor's own decision, so it is not offered here.
 */
export default function DonorPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const loaded = useLoad(() => api(routes.getDonorGiving, { query: { email } }), [email]);
  return (
    <Screen title={t(screenName('/admin/supporters/donor'))} lead={email || undefined}>
      <PortalNav />
      <p>
        <Link to="/admin/supporters?tab=donations">{t('All donations')}</Link>
      </p>
      {loaded.status === 'loading' ? (
        <Loading label={t('Loading the donor’s giving history…')} />
      ) : loaded.status === 'error' ? (
        <ErrorPanel title={t('The giving history could not be loaded')} onRetry={loaded.retry}>
          <p>{t(errorMessage(loaded.error))}</p>
        </ErrorPanel>
      ) : (
        <GivingHistoryView
          history={loaded.value}
          actions={{ receipt: (query) => api(routes.downloadDonorReceipt, { query: { email, ...query } }) }}
        />
      )}
    </Screen>
  );
}
