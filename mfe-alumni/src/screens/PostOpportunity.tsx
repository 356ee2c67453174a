import { api, routes } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useNavigate } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { OpportunityForm } from '../opportunities/OpportunityForm.js';
import '../opportunities/opportunities.css';

/** A new opportunity for the board; once posted, its page. */
export default function PostOpportunity() {
  const navigate = useNavigate();
  return (
    <Screen title={t(screenName('/alumni/opportunities/new'))}>
      <PortalNav />
      <p className="opportunity-back">
        <Link to="/alumni/opportunities">{t('Back to the board')}</Link>
      </p>
      <OpportunityForm
        opportunity={null}
        send={(input) => api(routes.postOpportunity, { body: input })}
        onSent={(posted) => navigate(`/alumni/opportunities/${encodeURIComponent(posted.id)}`)}
      />
    </Screen>
  );
}
