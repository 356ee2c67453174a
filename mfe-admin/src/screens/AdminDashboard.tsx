import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LatestActivity } from '../components/LatestActivity.js';

export default function AdminDashboard() {
  return (
    <Screen title={screenName('/admin')} lead="Applications to review, programme settings, users, supporters and the audit log.">
      <Greeting />
      <PortalNav />
      <CardLinks
        label="Staff areas"
        links={[
          {
            to: '/admin/applications',
            title: 'Applications',
            description: 'The review queue with filters, assignment and decisions.',
          },
          { to: '/admin/programs', title: 'Programme settings', description: 'Application windows, questions and capacity.' },
          {
            to: '/admin/users',
            title: 'Users and roles',
            description: 'Find people and change roles, with every change audited.',
          },
          {
            to: '/admin/supporters',
            title: 'Supporters',
            description: 'Newsletter subscribers, donations, pledges and messages, with CSV exports.',
          },
        ]}
      />
      <LatestActivity />
    </Screen>
  );
}
