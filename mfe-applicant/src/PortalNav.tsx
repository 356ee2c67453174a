import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/applicant', label: 'Overview' },
  { to: '/applicant/applications', label: 'My applications' },
  { to: '/applicant/applications/new', label: 'New application' },
];

export function PortalNav() {
  return <SubNav label="Applicant portal" items={ITEMS} />;
}
