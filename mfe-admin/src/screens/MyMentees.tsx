import { data } from '@sla/data';
import { installLearningRepositories } from '@sla/data/learning';
import { LoadState, useLoad } from '@sla/data-views';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { MenteeTable } from '../mentees/MenteeTable.js';

installLearningRepositories();

const loadMentees = () => data.mentoring.mentees();

/** Staff: the students they mentor, with what is waiting in each conversation. */
export default function MyMentees() {
  const mentees = useLoad(loadMentees, []);
  return (
    <Screen
      title={screenName('/admin/mentees')}
      lead="Students you mentor: open one for your messages, tasks and check-ins."
      wide
    >
      <PortalNav />
      <LoadState
        state={mentees}
        loadingLabel="Loading your mentees…"
        errorTitle="Your mentees could not be loaded"
        isEmpty={({ value }) => value.length === 0}
        empty={<p className="empty-state">You have no mentees yet. Staff pair students with mentors on each cohort’s page.</p>}
      >
        {({ value }) => <MenteeTable mentees={value} />}
      </LoadState>
    </Screen>
  );
}
