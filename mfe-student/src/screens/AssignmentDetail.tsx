import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Placeholder() {
  return (
    <Screen title={screenName('/student/assignments/:id')} lead="One assignment: instructions, your work and feedback.">
      <PortalNav />
    </Screen>
  );
}
