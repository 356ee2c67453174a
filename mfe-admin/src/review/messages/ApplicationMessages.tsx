import { useCallback, useEffect, useId, useState } from 'react';
import { api, routes, type StaffThreadMessage } from '@sla/data';
import { applicantMessageInput, MESSAGE_MAX_LENGTH } from '@sla/contract/schemas';
import { formatShortDateTime, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Composer, MessageBubble, ThreadLog, useMessageThread, type ThreadMessage } from '@sla/portal-kit/messaging';
import { shownName } from '@sla/domain';
import './messages.css';

/** What a message of staff's looks like while it is on its way (the service answers it with its author). */
const draftMessage = ({ id, body, sentAt }: { id: string; body: string; sentAt: string }): StaffThreadMessage => ({
  id,
  fromStaff: true,
  author: { uid: '', displayName: null },
  body,
  bodyHtml: '',
  sentAt,
});

/**
 * The application's thread with its applicant, on its page (manage_applications): newest at the bottom, earlier pages
 * on demand, each message with who wrote it (staff see which of them; the applicant sees the organisation), and a box
 * to write in. Opening it marks the applicant's replies read for all staff.
 */
export function ApplicationMessages({ applicationId, applicantName }: { applicationId: string; applicantName: string }) {
  const id = useId();
  const [unread, setUnread] = useState(0);
  // Stable for useKeysetList: the first page also says how many replies were unread.
  const fetchPage = useCallback(
    async ({ cursor }: { applicationId: string; cursor?: string }) => {
      const page = await api(routes.getApplicationThread, { params: { id: applicationId }, query: cursor ? { cursor } : {} });
      if (!cursor) setUnread(page.unread);
      return page;
    },
    [applicationId],
  );
  const list = useKeysetList(fetchPage, { applicationId });
  const post = useCallback(
    (body: string) => api(routes.messageApplicant, { params: { id: applicationId }, body: { body } }),
    [applicationId],
  );
  const { messages, send } = useMessageThread(list, post, draftMessage);

  useEffect(() => {
    // Read now: the badge keeps saying how many were new while the page is open.
    if (unread > 0) api(routes.markApplicationThreadRead, { params: { id: applicationId } }).catch(() => undefined);
  }, [applicationId, unread]);

  return (
    <section className="review-panel staff-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('Messages with the applicant')}{' '}
        {unread > 0 ? <span className="badge badge--info">{t('{count} new', { count: unread })}</span> : null}
      </h2>
      <p className="field__hint">
        {t('The applicant sees messages as from the programme team, never who wrote them, and is e-mailed each one.')}
      </p>
      <ThreadLog
        labelledBy={`${id}-title`}
        list={list}
        messages={messages}
        empty={<p className="empty-state">{t('No messages yet. Write the first one to {name}.', { name: applicantName })}</p>}
        below={
          <Composer
            label={t('Message to {name}', { name: applicantName })}
            schema={applicantMessageInput}
            maxLength={MESSAGE_MAX_LENGTH}
            send={send}
          />
        }
      >
        {(shown) => (
          <ol className="message-list">
            {shown.map((item) => (
              <StaffMessage key={item.message.id} item={item} applicantName={applicantName} />
            ))}
          </ol>
        )}
      </ThreadLog>
    </section>
  );
}

function StaffMessage({
  item: { message, sending },
  applicantName,
}: {
  item: ThreadMessage<StaffThreadMessage>;
  applicantName: string;
}) {
  return (
    <MessageBubble
      mine={message.fromStaff}
      author={message.fromStaff ? (sending ? t('You') : shownName(message.author.displayName)) : applicantName}
      when={
        sending ? (
          <span>{t('Sending…')}</span>
        ) : (
          <time dateTime={message.sentAt}>{formatShortDateTime(message.sentAt, 'happened')}</time>
        )
      }
      body={message.body}
      html={sending ? undefined : message.bodyHtml}
    />
  );
}
