import { ownsAlumniProfile } from '@sla/permissions';
import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/alumni', label: 'Overview' },
  // Staff may open /alumni/profile (access_alumni_portal) but own no profile: they manage others' instead.
  { to: '/alumni/profile', label: 'Profile', show: ownsAlumniProfile },
  { to: '/alumni/directory', label: 'Directory' },
  { to: '/alumni/messages', label: 'Messages' },
  { to: '/alumni/stories', label: 'Stories' },
  { to: '/alumni/mentees', label: 'Mentees' },
  { to: '/alumni/manage', label: 'Profiles' },
];

export function PortalNav() {
  return <SubNav label="Alumni" items={ITEMS} />;
}
