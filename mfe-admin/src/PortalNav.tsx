import { msg, t } from '@sla/i18n';
import { SubNav } from '@sla/portal-kit';

const ADMISSIONS = msg('Admissions');
const PROGRAMMES = msg('Programmes');
const PEOPLE = msg('People and supporters');
const SITE = msg('Site');

// Sixteen screens in one row of pills read as a wall; four groups say where to look. Staff see only what they may open.
const ITEMS = [
  { to: '/admin', label: msg('Overview') },
  { to: '/admin/applications', label: msg('Applications'), group: ADMISSIONS },
  { to: '/admin/messages', label: msg('Messages'), group: ADMISSIONS },
  { to: '/admin/references', label: msg('References'), group: ADMISSIONS },
  { to: '/admin/programs', label: msg('Programmes'), group: PROGRAMMES },
  { to: '/admin/delivery', label: msg('Delivery'), group: PROGRAMMES },
  { to: '/admin/grading', label: msg('Grading'), group: PROGRAMMES },
  { to: '/admin/mentees', label: msg('Mentees'), group: PROGRAMMES },
  { to: '/admin/mentor-requests', label: msg('Mentor requests'), group: PROGRAMMES },
  { to: '/admin/users', label: msg('Users'), group: PEOPLE },
  { to: '/admin/inbox', label: msg('Inbox'), group: PEOPLE },
  { to: '/admin/supporters', label: msg('Supporters'), group: PEOPLE },
  { to: '/admin/events', label: msg('Events'), group: PEOPLE },
  { to: '/admin/activity', label: msg('Activity'), group: SITE },
  { to: '/admin/settings', label: msg('Settings'), group: SITE },
  { to: '/admin/releases', label: msg('Releases'), group: SITE },
];

export function PortalNav() {
  return (
    <SubNav
      label={t('Staff and admin')}
      items={ITEMS.map((item) => ({ ...item, label: t(item.label), group: item.group && t(item.group) }))}
    />
  );
}
