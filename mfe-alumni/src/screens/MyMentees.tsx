import { MyMenteesView } from '@sla/portal-kit/mentoring';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

/** Alumni who mentor: the students they mentor, with what is waiting in each conversation. */
export default function MyMentees() {
  return (
    <Screen
      title={t(screenName('/alumni/mentees'))}
      lead={t('Students you mentor: open one for your messages, tasks and check-ins.')}
      wide
    >
      <PortalNav />
      <MyMenteesView base="/alumni/mentees" />
    </Screen>
  );
}
