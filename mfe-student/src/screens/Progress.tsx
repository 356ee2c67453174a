import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Progress() {
  return (
    <Screen title={screenName('/student/progress')} lead="Modules completed and assignments handed in so far.">
      <PortalNav />
    </Screen>
  );
}
