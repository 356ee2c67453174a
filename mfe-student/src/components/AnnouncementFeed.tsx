import { useState } from 'react';
import { errorMessage, type StudentAnnouncement } from '@sla/data';
import { LoadState } from '@sla/data-views';
import { t } from '@sla/i18n';
import { useAnnouncementFeed } from '../hooks/useAnnouncementFeed.js';
import { formatDate } from '../format.js';
import { Section } from './Section.js';

/**
 * One announcement, folded to its title until opened; opening an unread one records on the service that the student
 * read it. The body is the service's rendering of the Markdown, sanitised.
 */
function AnnouncementItem({
  announcement,
  markRead,
}: {
  announcement: StudentAnnouncement;
  markRead: (id: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const unread = announcement.readAt === null;
  const who = announcement.authorName ?? t('the programme team');

  const record = () => {
    if (!unread || marking) return;
    setMarking(true);
    setProblem(null);
    markRead(announcement.id)
      .catch((error: unknown) => setProblem(t(errorMessage(error))))
      .finally(() => setMarking(false));
  };

  return (
    <li className={`student-module student-announcement${unread ? ' student-announcement--unread' : ''}`}>
      <details
        open={open}
        onToggle={(event) => {
          const opened = event.currentTarget.open;
          setOpen(opened);
          if (opened) record();
        }}
      >
        <summary className="student-module__summary">
          <h3 className="student-module__title student-announcement__title">{announcement.title}</h3>
          <span className="student-module__meta">
            <span>{t('Posted {date} by {who}', { date: formatDate(announcement.postedAt), who })}</span>
            {unread ? <span className="badge badge--info">{t('Unread')}</span> : null}
          </span>
        </summary>
        <div className="student-module__content">
          {/* Rendered and sanitised by the data service with the public site's Markdown renderer. */}
          <div className="prose student-module__body" dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }} />
          {problem ? (
            <>
              <p role="alert" className="alert">
                {t('We could not record that you read it. {problem}', { problem })}
              </p>
              <button type="button" className="button button--outline button--small" onClick={record} disabled={marking}>
                {t('Mark as read')}
              </button>
            </>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** The cohort's announcements on the student's home: newest first, unread ones marked and counted, older ones on request. */
export function AnnouncementFeed() {
  const { feed, loadingMore, moreError, loadMore, markRead } = useAnnouncementFeed();
  return (
    <Section title={t('Announcements')} className="student-announcements">
      <LoadState state={feed} loadingLabel={t('Loading announcements…')} errorTitle={t('The announcements could not be loaded')}>
        {({ value }) =>
          value.items.length === 0 ? (
            <p className="empty-state">{t('No announcements yet. News from the programme team will show here.')}</p>
          ) : (
            <>
              <p className="student-announcements__count" role="status">
                {value.unread === 0
                  ? t('You have read them all.')
                  : t('{count, plural, one {# unread announcement} other {# unread announcements}}', { count: value.unread })}
              </p>
              <ul className="student-modules" aria-label={t('Announcements, newest first')}>
                {value.items.map((announcement) => (
                  <AnnouncementItem key={announcement.id} announcement={announcement} markRead={markRead} />
                ))}
              </ul>
              {value.nextCursor ? (
                <p className="student-more">
                  <button type="button" className="button button--outline" onClick={loadMore} disabled={loadingMore}>
                    {loadingMore ? t('Loading…') : t('Show older announcements')}
                  </button>
                </p>
              ) : null}
              {moreError ? (
                <p role="alert" className="alert">
                  {t(errorMessage(moreError))}
                </p>
              ) : null}
            </>
          )
        }
      </LoadState>
    </Section>
  );
}
