import { screenName } from '@sla/permissions';
import { Screen, CardLinks, type CardLink } from '@sla/ui';
import { Greeting, useOpenable } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

const STUDENT_AREAS: readonly CardLink[] = [
  { to: '/student/program', title: 'My programme', description: 'Modules and materials for your cohort.' },
  { to: '/student/assignments', title: 'Assignments', description: 'What is due, what you handed in, and feedback.' },
  {
    to: '/student/mentor',
    title: 'Mentor support',
    description: 'Your mentor, how to reach them, and your shared checklist.',
  },
  { to: '/student/progress', title: 'Progress', description: 'How far you are through the programme.' },
];

export default function StudentDashboard() {
  // Each area needs a permission of its own (route table): a card shows only where the role may go.
  const openable = useOpenable();
  return (
    <Screen title={screenName('/student')} lead="Your programme, assignments, mentor and progress in one place.">
      <Greeting />
      <PortalNav />
      <CardLinks label="Student areas" links={STUDENT_AREAS.filter((area) => openable(area.to))} />
    </Screen>
  );
}
