import { useState } from 'react';
import { errorMessage, type StudentAnnouncement } from '@sla/data';
import { KeysetListFooter, LoadState } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
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
            <span>
              <T
                message="Posted <time>{date}</time> by {who}"
                values={{ date: formatDate(announcement.postedAt), who }}
                components={{ time: <time dateTime={announcement.postedAt} /> }}
              />
            </span>
            {unread ? <span className="badge badge--info">{t('Unread')}</span> : null}
          </span>
        </summary>
        <div className="student-module__content">
          {/* Rendered and sanitised by the data service with the public site's Markdown renderer. */}
          <div className="prose student-module__body" dangerouslySetInnerHTML={{ __html: announcement.bodyHtml }} />
          {announcement.updatedAt !== announcement.postedAt ? (
            <p className="student-muted">{t('Changed on {date}.', { date: formatDate(announcement.updatedAt) })}</p>
          ) : null}
          {problem ? (
            <>
              <FailureAlert message={t('We could not record that you read it. {problem}', { problem })} />
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
              <KeysetListFooter
                list={{ items: value.items, nextCursor: value.nextCursor, loadingMore, moreError, loadMore }}
                noun={[t('announcement'), t('announcements')]}
                more={t('older ones available')}
                moreLabel={t('Show older announcements')}
              />
            </>
          )
        }
      </LoadState>
    </Section>
  );
}
