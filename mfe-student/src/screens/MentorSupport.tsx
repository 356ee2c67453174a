import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function MentorSupport() {
  return (
    <Screen title={screenName('/student/mentor')} lead="Your mentor and the tasks you agreed on together.">
      <PortalNav />
    </Screen>
  );
}
