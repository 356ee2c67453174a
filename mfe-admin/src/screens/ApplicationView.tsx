import { Link, useParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ApplicationView() {
  const { id = '' } = useParams();
  return (
    <Screen title={screenName('/admin/applications/:id')} lead="The whole application with its files.">
      <PortalNav />
      <p>
        Reference: <strong>{id}</strong>
      </p>
      <p>
        <Link to={`/admin/applications/${id}/review`}>Review this application</Link>
      </p>
    </Screen>
  );
}
