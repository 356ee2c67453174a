import { msg, t } from '@sla/i18n';
import { ownsAlumniProfile } from '@sla/permissions';
import { SubNav } from '@sla/portal-kit';
import { useMentorPageShown } from './mentor/useMentorPage.js';

const ITEMS = [
  { to: '/alumni', label: msg('Overview') },
  // Staff may open /alumni/profile (access_alumni_portal) but own no profile: they manage others' instead.
  { to: '/alumni/profile', label: msg('Profile'), show: ownsAlumniProfile },
  { to: '/alumni/directory', label: msg('Directory') },
  { to: '/alumni/messages', label: msg('Messages') },
  { to: '/alumni/stories', label: msg('Stories') },
  { to: '/alumni/opportunities', label: msg('Opportunities') },
  { to: '/alumni/mentor', label: msg('My mentor') },
  { to: '/alumni/mentees', label: msg('Mentees') },
  { to: '/alumni/manage', label: msg('Profiles') },
];

export function PortalNav() {
  // My mentor: only for an alumnus the service lets ask (their first two years), or with a mentor or request there.
  const mentorPage = useMentorPageShown();
  const items = ITEMS.filter((item) => item.to !== '/alumni/mentor' || mentorPage);
  return <SubNav label={t('Alumni')} items={items.map((item) => ({ ...item, label: t(item.label) }))} />;
}
