import { api, orNull, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useNavigate, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { OpportunityForm } from '../opportunities/OpportunityForm.js';
import '../opportunities/opportunities.css';

/** The poster changes their opportunity (open, or past its deadline: a later date puts it back on the board). */
export default function EditOpportunity() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const loaded = useLoad(() => orNull(api(routes.getOpportunity, { params: { id } })), [id]);
  const page = `/alumni/opportunities/${encodeURIComponent(id)}`;
  return (
    <Screen
      title={t(screenName('/alumni/opportunities/:id/edit'))}
      subject={loaded.status === 'ready' ? loaded.value?.title : null}
    >
      <PortalNav />
      <p className="opportunity-back">
        <Link to="/alumni/opportunities/mine">{t('Back to your posts')}</Link>
      </p>
      <LoadState
        state={loaded}
        loadingLabel={t('Loading the opportunity…')}
        errorTitle={t('The opportunity could not be loaded')}
        isEmpty={(ready) =>
          ready.value === null || !ready.value.mine || ready.value.state === 'closed' || ready.value.state === 'hidden'
        }
        empty={
          <p className="notice">
            {t('Only the person who posted an opportunity can change it, while it is not closed or hidden.')}
          </p>
        }
      >
        {({ value }) =>
          value ? (
            <OpportunityForm
              opportunity={value}
              send={(input) => api(routes.updateOpportunity, { params: { id }, body: input })}
              onSent={() => navigate(page)}
            />
          ) : null
        }
      </LoadState>
    </Screen>
  );
}
