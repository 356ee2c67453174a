import { useState } from 'react';
import { MyMenteesView } from '@sla/portal-kit/mentoring';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { MentorRequestsToMe } from '../mentorRequests/MentorRequestsToMe.js';
import { PortalNav } from '../PortalNav.js';

/**
 * Alumni who mentor: the requests students and recent alumni sent them (decisions 0047, 0052), then those they mentor, with what is
 * waiting in each conversation. Accepting a request reloads the mentees, where the new one appears.
 */
export default function MyMentees() {
  const [accepted, setAccepted] = useState(0);
  return (
    <Screen
      title={t(screenName('/alumni/mentees'))}
      lead={t('Students and alumni you mentor: open one for your messages, tasks and check-ins.')}
      wide
    >
      <PortalNav />
      <MentorRequestsToMe onAccepted={() => setAccepted((count) => count + 1)} />
      <h2>{t('Your mentees')}</h2>
      <MyMenteesView key={accepted} base="/alumni/mentees" />
    </Screen>
  );
}
