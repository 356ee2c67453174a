import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function NewPost() {
  return (
    <Screen title={screenName('/content/blog/new')} lead="Write a story; save it as a draft, preview it, then publish.">
      <PortalNav />
    </Screen>
  );
}
