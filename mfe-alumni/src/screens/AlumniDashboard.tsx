import { screenName } from '@sla/permissions';
import { Screen, CardLinks, type CardLink } from '@sla/ui';
import { Greeting, useOpenable } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

const ALUMNI_AREAS: readonly CardLink[] = [
  { to: '/alumni/profile', title: 'My profile', description: 'What other alumni can see about you.' },
  { to: '/alumni/directory', title: 'Directory', description: 'Find alumni by programme, year, field and country.' },
  { to: '/alumni/stories', title: 'Stories', description: 'Share where your path has taken you.' },
  { to: '/alumni/mentees', title: 'My mentees', description: 'Students you mentor: messages, agreed tasks and check-ins.' },
];

export default function AlumniDashboard() {
  // Staff open the alumni portal too, but neither the directory nor the stories: no cards for those.
  const openable = useOpenable();
  return (
    <Screen title={screenName('/alumni')} lead="Stay connected: your profile, the alumni directory and your stories.">
      <Greeting />
      <PortalNav />
      <CardLinks label="Alumni areas" links={ALUMNI_AREAS.filter((area) => openable(area.to))} />
    </Screen>
  );
}
