import { Link, useParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ApplicationReview() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={screenName('/admin/applications/:id/review')}
      lead="Score against the programme rubric, comment and recommend."
    >
      <PortalNav />
      <p>
        Reference: <strong>{id}</strong>
      </p>
      <p>
        <Link to={`/admin/applications/${id}`}>Back to the application</Link>
      </p>
    </Screen>
  );
}
