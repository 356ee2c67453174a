import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/student', label: 'Overview' },
  { to: '/student/program', label: 'My programme' },
  { to: '/student/assignments', label: 'Assignments' },
  { to: '/student/mentor', label: 'Mentor' },
  { to: '/student/progress', label: 'Progress' },
];

export function PortalNav() {
  return <SubNav label="Student portal" items={ITEMS} />;
}
