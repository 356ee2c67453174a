import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ProgramPages() {
  return (
    <Screen title={screenName('/content/programs')} lead="The public pages of StepUp Scholars and Dynamerge.">
      <PortalNav />
    </Screen>
  );
}
