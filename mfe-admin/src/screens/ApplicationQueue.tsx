import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ApplicationQueue() {
  return (
    <Screen title={screenName('/admin/applications')} lead="Every application, filtered and sorted for review.">
      <PortalNav />
    </Screen>
  );
}
