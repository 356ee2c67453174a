import { useParams } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function EditPost() {
  const { id = '' } = useParams();
  return (
    <Screen title={screenName('/content/blog/:id/edit')} lead="Change a post and publish the new version.">
      <PortalNav />
      <p>
        Post: <strong>{id}</strong>
      </p>
    </Screen>
  );
}
