import { useId, useRef, useState } from 'react';
import { Link } from '@sla/router';
import { api, errorMessage, localiseMessage, routes, type Notice } from '@sla/data';
import { t } from '@sla/i18n';
import { ErrorPanel, T } from '@sla/ui';
import { formatDateTime } from '../format.js';
import { useLoad } from '@sla/data-views';
import { FailureAlert } from '@sla/forms';
import { useOpenable } from '@sla/portal-kit';
// Notices about programmes (a request for a mentor, graded work) hold values: registered so localiseMessage reads them.
import '@sla/contract/serviceMessages/learning';

const loadNotices = async () => (await api(routes.listNotices)).items;

/**
 * Unread notices (a decision was released, …), each marked read by the applicant. The section stays
 * once shown, so focus has somewhere to go when the last notice is dismissed.
 */
export function NoticeList() {
  const headingId = useId();
  const notices = useLoad(loadNotices, []);
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const openable = useOpenable();

  if (notices.status === 'loading') return null;
  if (notices.status === 'error') {
    return (
      <div className="applicant-section">
        <ErrorPanel title={t('Your notices could not be loaded')} onRetry={notices.retry}>
          <p>{errorMessage(notices.error)}</p>
        </ErrorPanel>
      </div>
    );
  }
  const everUnread = notices.value.filter((notice) => !notice.readAt);
  if (!everUnread.length) return null;
  const unread = everUnread.filter((notice) => !read.has(notice.id));

  const markRead = (notice: Notice) => {
    setFailure(null);
    setRead((prev) => new Set(prev).add(notice.id));
    heading.current?.focus();
    api(routes.markNoticeRead, { params: { id: notice.id } }).catch((error: unknown) => {
      setRead((prev) => {
        const next = new Set(prev);
        next.delete(notice.id);
        return next;
      });
      setFailure(errorMessage(error));
    });
  };

  return (
    <section className="applicant-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('News about your applications')}
      </h2>
      <FailureAlert message={failure} />
      {unread.length ? (
        <ul className="item-list notice-list">
          {unread.map((notice) => (
            <li key={notice.id} className="item">
              <div className="item__body">
                <p className="item__title">{localiseMessage(notice.text)}</p>
                <p className="item__meta">
                  <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
                  {notice.link && openable(notice.link) ? (
                    <>
                      {' · '}
                      <Link to={notice.link}>{t('See details')}</Link>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="item__actions">
                <button type="button" className="button button--outline button--small" onClick={() => markRead(notice)}>
                  <T
                    message="Mark as read<hidden>: {notice}</hidden>"
                    values={{ notice: localiseMessage(notice.text) }}
                    components={{ hidden: <span className="visually-hidden" /> }}
                  />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field__hint">{t('You have read everything. New notices appear here.')}</p>
      )}
    </section>
  );
}
