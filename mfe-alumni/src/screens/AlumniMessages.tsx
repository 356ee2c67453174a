import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function AlumniMessages() {
  return (
    <Screen title={screenName('/alumni/messages')} lead="Your conversations with other alumni.">
      <PortalNav />
    </Screen>
  );
}
