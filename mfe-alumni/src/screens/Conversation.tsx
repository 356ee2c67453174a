import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Conversation() {
  return (
    <Screen title={screenName('/alumni/messages/:id')} lead="A conversation with another alumnus.">
      <PortalNav />
    </Screen>
  );
}
