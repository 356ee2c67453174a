import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Placeholder() {
  return (
    <Screen title={screenName('/admin/delivery/:id')} lead="A cohort: members, modules and assignments.">
      <PortalNav />
    </Screen>
  );
}
