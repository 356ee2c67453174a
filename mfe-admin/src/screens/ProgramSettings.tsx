import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function ProgramSettings() {
  return (
    <Screen title={screenName('/admin/programs')} lead="Programmes, their application windows, forms and capacity.">
      <PortalNav />
    </Screen>
  );
}
