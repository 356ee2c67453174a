import { useId } from 'react';
import type { MentorMessage } from '@sla/data';
import { mentorMessageInput } from '@sla/contract/schemas';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Composer } from '../messaging/Composer.js';
import { MessageBubble } from '../messaging/MessageBubble.js';
import { ThreadLog } from '../messaging/ThreadLog.js';
import type { ThreadMessage } from '../messaging/useMessageThread.js';
import { useThread } from './useThread.js';
import { shownName } from '@sla/domain';

const MESSAGE_MAX = 5000;

/**
 * The conversation between a student and their mentor: newest at the bottom, earlier pages on demand, and a box to
 * write in (Ctrl+Enter or Cmd+Enter sends). A message shows at once as sending, and leaves with the reason when the
 * service refuses it, its text back in the box. Once the mentorship has ended it is read only.
 */
export function MessageThread({
  mentorshipId,
  otherName,
  unread,
  ended = false,
}: {
  mentorshipId: string;
  /** Who the reader writes to, for the empty thread and the box's label. */
  otherName: string;
  /** Messages the reader had not read when the page opened (reading them now marks them read). */
  unread: number;
  /** The mentorship ended: the thread is read only, with no box to write in. */
  ended?: boolean;
}) {
  const id = useId();
  const { list, messages, send } = useThread(mentorshipId);

  return (
    <section className="mentoring-card mentoring-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mentoring-card__title">
        {t('Messages')}{' '}
        {unread > 0 ? <span className="badge badge--info mentoring-unread">{t('{count} new', { count: unread })}</span> : null}
      </h2>
      <ThreadLog
        labelledBy={`${id}-title`}
        list={list}
        messages={messages}
        empty={
          <p className="empty-state">
            {ended ? t('No messages were written.') : t('No messages yet. Write the first one to {name}.', { name: otherName })}
          </p>
        }
        below={
          ended ? (
            <p className="mentoring-thread__ended">{t('This mentorship has ended, so no new messages can be sent.')}</p>
          ) : (
            <Composer
              label={t('Message to {name}', { name: otherName })}
              schema={mentorMessageInput}
              maxLength={MESSAGE_MAX}
              send={send}
            />
          )
        }
      >
        {(shown) => (
          <ol className="message-list">
            {shown.map((item) => (
              <Message key={item.message.id} item={item} />
            ))}
          </ol>
        )}
      </ThreadLog>
    </section>
  );
}

function Message({ item: { message, sending } }: { item: ThreadMessage<MentorMessage> }) {
  return (
    <MessageBubble
      mine={message.mine}
      author={message.mine ? t('You') : shownName(message.authorName)}
      when={
        sending ? (
          <span>{t('Sending…')}</span>
        ) : (
          <time dateTime={message.sentAt}>{formatShortDateTime(message.sentAt, 'happened')}</time>
        )
      }
      body={message.body}
    />
  );
}
