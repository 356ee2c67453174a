import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';

export default function ApplicantDashboard() {
  return (
    <Screen title={screenName('/applicant')} lead="Track your applications and start a new one while a programme is open.">
      <Greeting />
      <PortalNav />
      <CardLinks
        label="Applicant tasks"
        links={[
          {
            to: '/applicant/applications',
            title: 'My applications',
            description: 'See the status and timeline of everything you have applied to.',
          },
          {
            to: '/applicant/applications/new',
            title: 'Start an application',
            description: 'Apply to StepUp Scholars or Dynamerge while the window is open.',
          },
        ]}
      />
    </Screen>
  );
}
