import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function MyApplications() {
  return (
    <Screen title={screenName('/applicant/applications')} lead="Everything you have applied to, newest first.">
      <PortalNav />
      <div className="card">
        <p className="card__title">No applications yet</p>
        <p className="card__text">When you start an application it appears here with its status.</p>
        <p>
          <Link className="button button--primary" to="/applicant/applications/new">
            Start an application
          </Link>
        </p>
      </div>
    </Screen>
  );
}
