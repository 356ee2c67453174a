import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useParams } from '@sla/router';
import { api, routes, type ApplicantThreadMessage } from '@sla/data';
import { applicantMessageInput, MESSAGE_MAX_LENGTH } from '@sla/contract/schemas';
import { formatShortDateTime, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Composer, MessageBubble, ThreadLog, useMessageThread, type ThreadMessage } from '@sla/portal-kit/messaging';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { MESSAGES_PATH } from '../messages/threads.js';
import { detailPath } from '../overview.js';
import '../applicant.css';
import '../messages/messages.css';

/** Text as HTML that shows it as typed (the service's rendering replaces it once the reply is stored). */
const asText = (body: string) =>
  `<p>${body.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)}</p>`;

/** What the applicant's reply looks like while it is on its way. */
const draftMessage = ({ id, body, sentAt }: { id: string; body: string; sentAt: string }): ApplicantThreadMessage => ({
  id,
  fromStaff: false,
  bodyHtml: asText(body),
  sentAt,
});

/**
 * The applicant: one application's thread with the programme team, newest at the bottom, and a box to reply.
 * Opening it marks the team's messages read. The team speaks as the programme's team, never as a named person.
 */
export default function MessageThreadScreen() {
  const { id = '' } = useParams();
  const titleId = useId();
  const [programme, setProgramme] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  // Stable for useKeysetList: the first page also names the programme and says how many were unread.
  const fetchPage = useCallback(
    async ({ cursor }: { id: string; cursor?: string }) => {
      const page = await api(routes.getMyThread, { params: { id }, query: cursor ? { cursor } : {} });
      if (!cursor) {
        setProgramme(page.program.name);
        setUnread(page.unread);
      }
      return page;
    },
    [id],
  );
  const list = useKeysetList(fetchPage, { id });
  const post = useCallback((body: string) => api(routes.replyToThread, { params: { id }, body: { body } }), [id]);
  const { messages, send } = useMessageThread(list, post, draftMessage);

  useEffect(() => {
    if (unread > 0) api(routes.markMyThreadRead, { params: { id } }).catch(() => undefined);
  }, [id, unread]);

  return (
    <Screen
      title={t(screenName('/applicant/messages/:id'))}
      lead={t('Your messages with the programme team about this application.')}
    >
      <PortalNav />
      <p>
        <Link to={MESSAGES_PATH}>{t('All messages')}</Link>
      </p>
      <section className="applicant-thread" aria-labelledby={titleId}>
        <h2 id={titleId}>
          {programme ?? t('Messages')}{' '}
          {unread > 0 ? <span className="badge badge--info">{t('{count} new', { count: unread })}</span> : null}
        </h2>
        {programme ? (
          <p className="field__hint">
            <Link to={detailPath(id)}>{t('See the application')}</Link>
          </p>
        ) : null}
        <ThreadLog
          labelledBy={titleId}
          list={list}
          messages={messages}
          empty={<p className="empty-state">{t('No messages yet. When the programme team writes to you, it shows here.')}</p>}
          below={
            messages.length ? (
              <Composer
                label={t('Your reply to the programme team')}
                schema={applicantMessageInput}
                maxLength={MESSAGE_MAX_LENGTH}
                send={send}
              />
            ) : null
          }
        >
          {(shown) => (
            <ol className="message-list">
              {shown.map((item) => (
                <ApplicantMessage key={item.message.id} item={item} programme={programme} />
              ))}
            </ol>
          )}
        </ThreadLog>
      </section>
    </Screen>
  );
}

function ApplicantMessage({
  item: { message, sending },
  programme,
}: {
  item: ThreadMessage<ApplicantThreadMessage>;
  programme: string | null;
}) {
  return (
    <MessageBubble
      mine={!message.fromStaff}
      author={message.fromStaff ? (programme ? t('The {programme} team', { programme }) : t('The programme team')) : t('You')}
      when={
        sending ? (
          <span>{t('Sending…')}</span>
        ) : (
          <time dateTime={message.sentAt}>{formatShortDateTime(message.sentAt, 'happened')}</time>
        )
      }
      body=""
      html={message.bodyHtml}
    />
  );
}
