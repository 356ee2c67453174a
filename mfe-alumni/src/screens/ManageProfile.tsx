import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ManageProfile() {
  return (
    <Screen title={screenName('/alumni/manage/:uid')} lead="One alumni profile, as staff see it.">
      <PortalNav />
    </Screen>
  );
}
