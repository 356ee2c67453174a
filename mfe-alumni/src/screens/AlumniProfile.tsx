import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function AlumniProfile() {
  return (
    <Screen title={screenName('/alumni/profile')} lead="Your alumni profile and who may see each part of it.">
      <PortalNav />
    </Screen>
  );
}
