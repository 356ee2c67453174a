import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function Posts() {
  return (
    <Screen title={screenName('/content/blog')} lead="Every post, newest first, with its status.">
      <PortalNav />
      <p>
        <Link className="button button--primary" to="/content/blog/new">
          New post
        </Link>
      </p>
    </Screen>
  );
}
