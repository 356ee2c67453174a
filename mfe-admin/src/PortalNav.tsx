import { msg, t } from '@sla/i18n';
import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/admin', label: msg('Overview') },
  { to: '/admin/applications', label: msg('Applications') },
  { to: '/admin/messages', label: msg('Messages') },
  { to: '/admin/references', label: msg('References') },
  { to: '/admin/programs', label: msg('Programmes') },
  { to: '/admin/delivery', label: msg('Delivery') },
  { to: '/admin/grading', label: msg('Grading') },
  { to: '/admin/mentees', label: msg('Mentees') },
  { to: '/admin/mentor-requests', label: msg('Mentor requests') },
  { to: '/admin/users', label: msg('Users') },
  { to: '/admin/inbox', label: msg('Inbox') },
  { to: '/admin/supporters', label: msg('Supporters') },
  { to: '/admin/events', label: msg('Events') },
  { to: '/admin/activity', label: msg('Activity') },
  { to: '/admin/settings', label: msg('Settings') },
  { to: '/admin/releases', label: msg('Releases') },
];

export function PortalNav() {
  return <SubNav label={t('Staff and admin')} items={ITEMS.map((item) => ({ ...item, label: t(item.label) }))} />;
}
