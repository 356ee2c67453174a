import { screenName } from '@sla/permissions';
import { Screen, CardLinks } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

export default function NewApplication() {
  return (
    <Screen
      title={screenName('/applicant/applications/new')}
      lead="Choose a programme to apply to. Your answers are saved as you go."
    >
      <PortalNav />
      <CardLinks
        label="Programmes"
        links={[
          {
            to: '/programs/stepup-scholars',
            title: 'StepUp Scholars',
            description: 'Mentorship and research training for secondary-school and early university students.',
          },
          {
            to: '/programs/dynamerge',
            title: 'Dynamerge',
            description: 'A research and leadership fellowship for emerging scientists.',
          },
        ]}
      />
    </Screen>
  );
}
