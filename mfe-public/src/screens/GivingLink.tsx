import { api, errorMessage, isDataError, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { GivingHistoryView } from '@sla/data-views/giving';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';

/**
 * Where the giving-history e-mail's link lands (/giving/<token>, decision 0051): no account, the link is the proof,
 * for 72 hours. An unknown or expired link says so and points to the page that sends a new one.
 */
export default function GivingLink() {
  const { token = '' } = useParams();
  const loaded = useLoad(() => api(routes.openGivingLink, { params: { token } }), [token]);
  return (
    <Screen title={t(screenName('/giving/:token'))}>
      {loaded.status === 'loading' ? (
        <Loading label={t('Opening your link…')} />
      ) : loaded.status === 'error' ? (
        <ErrorPanel
          title={
            isDataError(loaded.error) && loaded.error.code === 'not_found'
              ? t('This link does not work')
              : t('This link could not be opened')
          }
          {...(isDataError(loaded.error) && loaded.error.code === 'not_found' ? {} : { onRetry: loaded.retry })}
        >
          <p>{errorMessage(loaded.error)}</p>
          <p>
            <Link to="/giving">{t('Ask for a new link')}</Link>
          </p>
        </ErrorPanel>
      ) : (
        <>
          <p>{t('Gifts and pledges made with {email}.', { email: loaded.value.email })}</p>
          <GivingHistoryView
            history={loaded.value}
            actions={{
              receipt: (query) => api(routes.downloadLinkReceipt, { params: { token }, query }),
              changeMonthly: (id, amount) => api(routes.changeLinkMonthlyGift, { params: { token, id }, body: { amount } }),
              stopMonthly: (id) => api(routes.stopLinkMonthlyGift, { params: { token, id } }),
            }}
          />
        </>
      )}
    </Screen>
  );
}
