import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ManageProfiles() {
  return (
    <Screen title={screenName('/alumni/manage')} lead="Every alumni profile: correct or hide one.">
      <PortalNav />
    </Screen>
  );
}
