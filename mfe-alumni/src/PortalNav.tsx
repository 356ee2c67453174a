import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/alumni', label: 'Overview' },
  { to: '/alumni/profile', label: 'Profile' },
  { to: '/alumni/directory', label: 'Directory' },
  { to: '/alumni/stories', label: 'Stories' },
  { to: '/alumni/mentees', label: 'Mentees' },
];

export function PortalNav() {
  return <SubNav label="Alumni" items={ITEMS} />;
}
