import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function AlumniMember() {
  return (
    <Screen title={screenName('/alumni/directory/:uid')} lead="One member of the network, as they chose to be seen.">
      <PortalNav />
    </Screen>
  );
}
