import { msg, t } from '@sla/i18n';
import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/applicant', label: msg('Overview') },
  { to: '/applicant/applications', label: msg('My applications') },
  { to: '/applicant/applications/new', label: msg('New application') },
  { to: '/applicant/messages', label: msg('Messages') },
];

/** The portal's links; SubNav shows only those the role may open ("New application" needs apply_to_programs: a student only reads). */
export function PortalNav() {
  return <SubNav label={t('Applicant portal')} items={ITEMS.map((item) => ({ ...item, label: t(item.label) }))} />;
}
