import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function AlumniStories() {
  return (
    <Screen
      title={screenName('/alumni/stories')}
      lead="Stories you submit go to the editors for approval before they are published."
    >
      <PortalNav />
    </Screen>
  );
}
