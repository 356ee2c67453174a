import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/applicant', label: 'Overview' },
  { to: '/applicant/applications', label: 'My applications' },
  { to: '/applicant/applications/new', label: 'New application' },
];

/** The portal's links; SubNav shows only those the role may open ("New application" needs apply_to_programs: a student only reads). */
export function PortalNav() {
  return <SubNav label="Applicant portal" items={ITEMS} />;
}
