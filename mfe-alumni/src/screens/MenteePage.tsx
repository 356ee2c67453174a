import { useParams } from '@sla/router';
import { MenteeView } from '@sla/portal-kit/mentoring';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

/** Alumni who mentor: one mentee, as their mentor sees the mentorship. */
export default function MenteePage() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={t(screenName('/alumni/mentees/:id'))}
      lead={t('Your messages, agreed tasks and check-ins with this student.')}
      wide
    >
      <PortalNav />
      <MenteeView base="/alumni/mentees" mentorshipId={id} />
    </Screen>
  );
}
