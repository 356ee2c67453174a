import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function AlumniDirectory() {
  return (
    <Screen
      title={screenName('/alumni/directory')}
      lead="Alumni who chose to be listed, searchable by programme, field and country."
    >
      <PortalNav />
    </Screen>
  );
}
