import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

export default function AlumniDashboard() {
  return (
    <Screen title={screenName('/alumni')} lead="Stay connected: your profile, the alumni directory and your stories.">
      <Greeting />
      <PortalNav />
      <CardLinks
        label="Alumni areas"
        links={[
          { to: '/alumni/profile', title: 'My profile', description: 'What other alumni can see about you.' },
          { to: '/alumni/directory', title: 'Directory', description: 'Find alumni by programme, year, field and country.' },
          { to: '/alumni/stories', title: 'Stories', description: 'Share where your path has taken you.' },
        ]}
      />
    </Screen>
  );
}
