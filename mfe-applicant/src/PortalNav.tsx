import { SubNav } from '@sla/portal-kit';
import { useCan } from '@sla/portal-kit';

const ITEMS = [
  { to: '/applicant', label: 'Overview' },
  { to: '/applicant/applications', label: 'My applications' },
];
const NEW_APPLICATION = { to: '/applicant/applications/new', label: 'New application' };

/** The portal's links; "New application" only for those who may apply (a student sees their applications only). */
export function PortalNav() {
  const canApply = useCan('apply_to_programs');
  return <SubNav label="Applicant portal" items={canApply ? [...ITEMS, NEW_APPLICATION] : ITEMS} />;
}
