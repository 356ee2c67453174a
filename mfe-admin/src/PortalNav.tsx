import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/programs', label: 'Programmes' },
  { to: '/admin/delivery', label: 'Delivery' },
  { to: '/admin/grading', label: 'Grading' },
  { to: '/admin/mentees', label: 'Mentees' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/supporters', label: 'Supporters' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/settings', label: 'Settings' },
];

export function PortalNav() {
  return <SubNav label="Staff and admin" items={ITEMS} />;
}
