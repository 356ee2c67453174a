import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

export default function ContentDashboard() {
  return (
    <Screen title={screenName('/content')} lead="Write and publish stories, programme pages and events.">
      <Greeting />
      <PortalNav />
      <CardLinks
        label="Content areas"
        links={[
          { to: '/content/blog', title: 'Posts', description: 'Stories and news, drafts and published.' },
          { to: '/content/blog/new', title: 'New post', description: 'Start a new story.' },
          { to: '/content/programs', title: 'Programme pages', description: 'What visitors read about each programme.' },
          { to: '/content/events', title: 'Events', description: 'Upcoming events shown on the home page.' },
          { to: '/content/categories', title: 'Categories', description: 'How stories are grouped.' },
        ]}
      />
    </Screen>
  );
}
