import { Link, useParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ApplicationDetail() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={screenName('/applicant/applications/:id')}
      lead="Your application as submitted, its status and what happened so far."
    >
      <PortalNav />
      <p>
        Reference: <strong>{id}</strong>
      </p>
      <p>
        <Link to={`/applicant/applications/${id}/edit`}>Edit this application</Link>
      </p>
    </Screen>
  );
}
