import { screenName } from '@sla/permissions';
import { Screen, CardLinks, type CardLink } from '@sla/ui';
import { Greeting, useOpenable } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LatestActivity } from '../components/LatestActivity.js';
import { DashboardFigures } from '../dashboard/DashboardFigures.js';

const STAFF_AREAS: readonly CardLink[] = [
  {
    to: '/admin/applications',
    title: 'Applications',
    description: 'The review queue with filters, assignment and decisions.',
  },
  { to: '/admin/programs', title: 'Programme settings', description: 'Application windows, questions and capacity.' },
  {
    to: '/admin/delivery',
    title: 'Programme delivery',
    description: 'Cohorts, their modules and assignments, mentors and completion.',
  },
  { to: '/admin/grading', title: 'Grading', description: 'Work students handed in, waiting for a grade or feedback.' },
  { to: '/admin/mentees', title: 'My mentees', description: 'The students you mentor: messages, check-ins and tasks.' },
  {
    to: '/admin/users',
    title: 'Users and roles',
    description: 'Find people and change roles, with every change audited.',
  },
  {
    to: '/admin/supporters',
    title: 'Supporters',
    description: 'Newsletter subscribers, donations, pledges and messages, with CSV exports.',
  },
  {
    to: '/admin/settings',
    title: 'Site settings',
    description: 'Site name, contact addresses, e-mail sender, donation currency and card payments.',
  },
];

export default function AdminDashboard() {
  // Only the areas the role may open: staff manage no users, so they get no Users and roles card.
  const openable = useOpenable();
  return (
    <Screen
      title={screenName('/admin')}
      lead="Figures at a glance, then applications to review, programmes to run, users, supporters and the audit log."
    >
      <Greeting />
      <PortalNav />
      <DashboardFigures />
      <CardLinks label="Staff areas" links={STAFF_AREAS.filter((area) => openable(area.to))} />
      <LatestActivity />
    </Screen>
  );
}
