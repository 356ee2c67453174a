import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ProgramContent() {
  return (
    <Screen title={screenName('/student/program')} lead="The modules of your programme, in the order your cohort follows them.">
      <PortalNav />
    </Screen>
  );
}
