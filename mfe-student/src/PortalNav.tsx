import { msg, t } from '@sla/i18n';
import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/student', label: msg('Overview') },
  { to: '/student/program', label: msg('My programme') },
  { to: '/student/assignments', label: msg('Assignments') },
  { to: '/student/calendar', label: msg('Calendar') },
  { to: '/student/mentor', label: msg('Mentor') },
  { to: '/student/progress', label: msg('Progress') },
  // The board is the alumni portal's screen, opened to students too (decision 0045).
  { to: '/alumni/opportunities', label: msg('Opportunities') },
];

export function PortalNav() {
  return <SubNav label={t('Student portal')} items={ITEMS.map((item) => ({ ...item, label: t(item.label) }))} />;
}
