import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Categories() {
  return (
    <Screen title={screenName('/content/categories')} lead="Categories that group stories on the public site.">
      <PortalNav />
    </Screen>
  );
}
