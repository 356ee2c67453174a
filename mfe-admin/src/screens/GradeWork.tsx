import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Placeholder() {
  return (
    <Screen title={screenName('/admin/grading/:id')} lead="One hand-in.">
      <PortalNav />
    </Screen>
  );
}
