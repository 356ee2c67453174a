import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Assignments() {
  return (
    <Screen title={screenName('/student/assignments')} lead="Assignments with their due dates, your submissions and feedback.">
      <PortalNav />
    </Screen>
  );
}
