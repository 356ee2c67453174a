import { api, routes, type StudentOverview } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Greeting, useOpenable } from '@sla/portal-kit';
import { CardLinks, Screen, type CardLink } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { AnnouncementFeed } from '../components/AnnouncementFeed.js';
import { CohortLine } from '../components/CohortLine.js';
import { DueList } from '../components/DueList.js';
import { MentorMessages } from '../components/MentorMessages.js';
import { MoreLink } from '../components/MoreLink.js';
import { NoCohort } from '../components/NoCohort.js';
import { ProgressSummary } from '../components/ProgressSummary.js';
import { RecentFeedbackSection } from '../components/RecentFeedback.js';
import { Section } from '../components/Section.js';
import { useNow } from '../hooks/useNow.js';
import { PATHS } from '../paths.js';
import '../student.css';

const STUDENT_AREAS: readonly CardLink[] = [
  { to: '/student/program', title: msg('My programme'), description: msg('Modules and materials for your cohort.') },
  {
    to: '/student/assignments',
    title: msg('Assignments'),
    description: msg('What is due, what you handed in, and feedback.'),
  },
  {
    to: '/student/mentor',
    title: msg('Mentor support'),
    description: msg('Your mentor, how to reach them, and your shared checklist.'),
  },
  { to: '/student/progress', title: msg('Progress'), description: msg('How far you are through the programme.') },
];

const loadOverview = () => api(routes.getStudentOverview);

/** "What needs doing now": work returned for changes, then the soonest due, and unread mentor messages. */
function NeedsDoing({ overview, timeZone }: { overview: StudentOverview; timeZone: string }) {
  const now = useNow();
  const nothing = overview.dueNext.length === 0 && overview.unreadMessages === 0;
  return (
    <Section title={t('What needs doing now')}>
      {nothing ? (
        <p className="empty-state">{t('Nothing needs doing right now. New work will show here as soon as it is set.')}</p>
      ) : (
        <>
          {overview.unreadMessages > 0 ? <MentorMessages unread={overview.unreadMessages} mentor={overview.mentor} /> : null}
          {overview.dueNext.length > 0 ? (
            <DueList items={overview.dueNext} timeZone={timeZone} now={now} label={t('Work to do')} />
          ) : null}
        </>
      )}
      <MoreLink to={PATHS.assignments}>{t('See all assignments')}</MoreLink>
    </Section>
  );
}

function Overview({ overview }: { overview: StudentOverview }) {
  const cohort = overview.cohort;
  if (!cohort) return <NoCohort />;
  return (
    <>
      <CohortLine cohort={cohort} mentor={overview.mentor} />
      <NeedsDoing overview={overview} timeZone={cohort.timeZone} />
      <AnnouncementFeed />
      <Section title={t('Your progress')}>
        <ProgressSummary progress={overview.progress} />
        <MoreLink to={PATHS.progress}>{t('See your progress in detail')}</MoreLink>
      </Section>
      <RecentFeedbackSection items={overview.recentFeedback} timeZone={cohort.timeZone} />
    </>
  );
}

export default function StudentDashboard() {
  // Each area needs a permission of its own (route table): a card shows only where the role may go.
  const openable = useOpenable();
  const overview = useLoad(loadOverview, []);
  return (
    <Screen title={t(screenName('/student'))} lead={t('Your programme, assignments, mentor and progress in one place.')}>
      <Greeting />
      <PortalNav />
      <LoadState
        state={overview}
        loadingLabel={t('Loading your programme…')}
        errorTitle={t('Your programme could not be loaded')}
      >
        {(loaded) => <Overview overview={loaded.value} />}
      </LoadState>
      <div className="student-section">
        <CardLinks
          label={t('Student areas')}
          links={STUDENT_AREAS.filter((area) => openable(area.to)).map((area) => ({
            ...area,
            title: t(area.title),
            description: t(area.description),
          }))}
        />
      </div>
    </Screen>
  );
}
