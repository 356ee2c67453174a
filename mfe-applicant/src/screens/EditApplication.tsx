import { Link, useParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function EditApplication() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={screenName('/applicant/applications/:id/edit')}
      lead="Change your answers while the application is still open for editing."
    >
      <PortalNav />
      <p>
        Reference: <strong>{id}</strong>
      </p>
      <p>
        <Link to={`/applicant/applications/${id}`}>Back to the application</Link>
      </p>
    </Screen>
  );
}
