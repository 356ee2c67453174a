import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

export default function StudentDashboard() {
  return (
    <Screen title={screenName('/student')} lead="Your programme, assignments, mentor and progress in one place.">
      <Greeting />
      <PortalNav />
      <CardLinks
        label="Student areas"
        links={[
          { to: '/student/program', title: 'My programme', description: 'Modules and materials for your cohort.' },
          { to: '/student/assignments', title: 'Assignments', description: 'What is due, what you handed in, and feedback.' },
          {
            to: '/student/mentor',
            title: 'Mentor support',
            description: 'Your mentor, how to reach them, and your shared checklist.',
          },
          { to: '/student/progress', title: 'Progress', description: 'How far you are through the programme.' },
        ]}
      />
    </Screen>
  );
}
