import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Events() {
  return (
    <Screen title={screenName('/content/events')} lead="Events with their dates and places.">
      <PortalNav />
    </Screen>
  );
}
