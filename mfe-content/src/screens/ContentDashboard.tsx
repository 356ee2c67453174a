import { data, errorMessage } from '@sla/data';
import { screenName } from '@sla/permissions';
import { Link } from '@sla/router';
import { ErrorPanel, Screen } from '@sla/ui';
import { Greeting, useCanOpen } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { DraftItem, PublishedItem, ScheduledItem, SubmissionItem } from '../overview/OverviewItems.js';
import { OverviewPanel } from '../overview/OverviewPanel.js';
import { useLiveLoad } from '../overview/useLiveLoad.js';
import '../other.css';

const loadOverview = () => data.posts.overview();
const NEW_POST_PATH = '/content/blog/new';

/** The editor's home: their drafts, what is scheduled, stories alumni sent in, and what went out last. */
export default function ContentDashboard() {
  const overview = useLiveLoad(loadOverview, []);
  const live = useLiveChanges(['post', 'submission'], overview.refresh);
  const canCreate = useCanOpen(NEW_POST_PATH);
  const value = overview.status === 'ready' ? overview.value : null;
  const now = new Date();

  return (
    <Screen title={screenName('/content')} lead="Write and publish stories, programme pages and events." wide>
      <Greeting />
      <PortalNav />
      <div className="content-bar">
        {canCreate ? (
          <Link to={NEW_POST_PATH} className="button button--primary">
            New post
          </Link>
        ) : null}
        <LiveBadge state={live} />
      </div>
      {overview.status === 'error' ? (
        <ErrorPanel title="The overview could not be loaded" onRetry={overview.retry}>
          <p>{errorMessage(overview.error)}</p>
        </ErrorPanel>
      ) : (
        <div className="overview-grid">
          <OverviewPanel
            title="My drafts"
            items={value?.myDrafts ?? null}
            loadingLabel="Loading your drafts…"
            empty={<>No drafts. {canCreate ? <Link to={NEW_POST_PATH}>Write a post</Link> : null}</>}
            more={{ to: '/content/blog?status=draft', label: 'All drafts' }}
          >
            {(post) => <DraftItem post={post} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title="Scheduled"
            items={value?.scheduled ?? null}
            loadingLabel="Loading scheduled posts…"
            empty="Nothing is scheduled. Schedule a post from its editor to publish it later."
            more={{ to: '/content/blog?status=scheduled', label: 'All scheduled posts' }}
          >
            {(post) => <ScheduledItem post={post} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title="Submissions waiting"
            items={value?.submissionsWaiting ?? null}
            loadingLabel="Loading submissions…"
            empty="No submissions waiting. Stories alumni send in appear here."
            more={{ to: '/content/submissions', label: 'All submissions' }}
          >
            {(submission) => <SubmissionItem submission={submission} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title="Latest published"
            items={value?.latestPublished ?? null}
            loadingLabel="Loading published posts…"
            empty="Nothing published yet."
            more={{ to: '/content/blog?status=published', label: 'All published posts' }}
          >
            {(post) => <PublishedItem post={post} now={now} />}
          </OverviewPanel>
        </div>
      )}
    </Screen>
  );
}
