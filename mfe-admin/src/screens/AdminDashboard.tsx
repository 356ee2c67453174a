import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen, CardLinks, type CardLink } from '@sla/ui';
import { Greeting, useOpenable } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LatestActivity } from '../components/LatestActivity.js';
import { DashboardFigures } from '../dashboard/DashboardFigures.js';
import { OpenFollowUps } from '../inbox/OpenFollowUps.js';

// Marked here, translated where shown.
const STAFF_AREAS: readonly CardLink[] = [
  {
    to: '/admin/applications',
    title: msg('Applications'),
    description: msg('The review queue with filters, assignment and decisions.'),
  },
  { to: '/admin/programs', title: msg('Programme settings'), description: msg('Application windows, questions and capacity.') },
  {
    to: '/admin/delivery',
    title: msg('Programme delivery'),
    description: msg('Cohorts, their modules and assignments, mentors and completion.'),
  },
  { to: '/admin/grading', title: msg('Grading'), description: msg('Work students handed in, waiting for a grade or feedback.') },
  { to: '/admin/mentees', title: msg('My mentees'), description: msg('The students you mentor: messages, check-ins and tasks.') },
  {
    to: '/admin/users',
    title: msg('Users and roles'),
    description: msg('Find people and change roles, with every change audited.'),
  },
  {
    to: '/admin/inbox',
    title: msg('Follow-up inbox'),
    description: msg('Messages, get-involved forms and pledges to answer: status, owner, notes and replies.'),
  },
  {
    to: '/admin/supporters',
    title: msg('Supporters'),
    description: msg('Newsletter subscribers, donations, pledges and messages, with CSV exports.'),
  },
  {
    to: '/admin/settings',
    title: msg('Site settings'),
    description: msg('Site name, contact addresses, e-mail sender, donation currency and card payments.'),
  },
];

export default function AdminDashboard() {
  // Only the areas the role may open: staff manage no users, so they get no Users and roles card.
  const openable = useOpenable();
  return (
    <Screen
      title={t(screenName('/admin'))}
      lead={t('Figures at a glance, then applications to review, programmes to run, users, supporters and the audit log.')}
    >
      <Greeting />
      <PortalNav />
      <OpenFollowUps />
      <DashboardFigures />
      <CardLinks
        label={t('Staff areas')}
        links={STAFF_AREAS.filter((area) => openable(area.to)).map((area) => ({
          ...area,
          title: t(area.title),
          description: t(area.description),
        }))}
      />
      <LatestActivity />
    </Screen>
  );
}
