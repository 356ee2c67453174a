import { api, errorMessage, routes } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link } from '@sla/router';
import { ErrorPanel, Screen, T } from '@sla/ui';
import { Greeting, useCanOpen } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { DraftItem, PublishedItem, ScheduledItem, SubmissionItem } from '../overview/OverviewItems.js';
import { OverviewPanel } from '../overview/OverviewPanel.js';
import { useLiveLoad } from '../overview/useLiveLoad.js';
import '../other.css';

const loadOverview = () => api(routes.getContentOverview);
const NEW_POST_PATH = '/content/blog/new';

/** The editor's home: their drafts, what is scheduled, stories alumni sent in, and what went out last. */
export default function ContentDashboard() {
  const overview = useLiveLoad(loadOverview, []);
  const live = useLiveChanges(['post', 'submission'], overview.refresh, overview.refresh);
  const canCreate = useCanOpen(NEW_POST_PATH);
  const value = overview.status === 'ready' ? overview.value : null;
  const now = new Date();

  return (
    <Screen title={t(screenName('/content'))} lead={t('Write and publish stories, programme pages and events.')} wide>
      <Greeting />
      <PortalNav />
      <div className="content-bar">
        {canCreate ? (
          <Link to={NEW_POST_PATH} className="button button--primary">
            {t('New post')}
          </Link>
        ) : null}
        <LiveBadge state={live} />
      </div>
      {overview.status === 'error' ? (
        <ErrorPanel title={t('The overview could not be loaded')} onRetry={overview.retry}>
          <p>{t(errorMessage(overview.error))}</p>
        </ErrorPanel>
      ) : (
        <div className="overview-grid">
          <OverviewPanel
            title={t('My drafts')}
            items={value?.myDrafts ?? null}
            loadingLabel={t('Loading your drafts…')}
            empty={
              canCreate ? (
                <T message="No drafts. <link>Write a post</link>" components={{ link: <Link to={NEW_POST_PATH} /> }} />
              ) : (
                t('No drafts.')
              )
            }
            more={{ to: '/content/blog?status=draft', label: t('All drafts') }}
          >
            {(post) => <DraftItem post={post} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title={t('Scheduled')}
            items={value?.scheduled ?? null}
            loadingLabel={t('Loading scheduled posts…')}
            empty={t('Nothing is scheduled. Schedule a post from its editor to publish it later.')}
            more={{ to: '/content/blog?status=scheduled', label: t('All scheduled posts') }}
          >
            {(post) => <ScheduledItem post={post} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title={t('Submissions waiting')}
            items={value?.submissionsWaiting ?? null}
            loadingLabel={t('Loading submissions…')}
            empty={t('No submissions waiting. Stories alumni send in appear here.')}
            more={{ to: '/content/submissions', label: t('All submissions') }}
          >
            {(submission) => <SubmissionItem submission={submission} now={now} />}
          </OverviewPanel>
          <OverviewPanel
            title={t('Latest published')}
            items={value?.latestPublished ?? null}
            loadingLabel={t('Loading published posts…')}
            empty={t('Nothing published yet.')}
            more={{ to: '/content/blog?status=published', label: t('All published posts') }}
          >
            {(post) => <PublishedItem post={post} now={now} />}
          </OverviewPanel>
        </div>
      )}
    </Screen>
  );
}
