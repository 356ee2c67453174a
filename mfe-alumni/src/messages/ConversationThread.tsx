import { useId } from 'react';
import type { AlumniMessage, ConversationSummary } from '@sla/data';
import { alumniMessageInput } from '@sla/contract/schemas';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Composer, MessageBubble, ThreadLog, type ThreadMessage } from '@sla/portal-kit/messaging';
import { BlockedNote } from './BlockedNote.js';
import { DayGroups } from './DayGroups.js';
import { useAlumniThread } from './useAlumniThread.js';
import { clockTime } from './when.js';

/** alumniMessageInput's limit, for the box and its counter. */
const MESSAGE_MAX = 5000;

/**
 * The messages of a conversation, oldest at the top under a heading per day, with earlier ones on demand; below them
 * the box to write in, or why there is none (a block).
 */
export function ConversationThread({
  conversation,
  onReport,
  onUnblock,
}: {
  conversation: ConversationSummary;
  /** The reader asked to report one of the other person's messages. */
  onReport: (messageId: string) => void;
  onUnblock: () => void;
}) {
  const id = useId();
  const { list, messages, send } = useAlumniThread(conversation.id);
  const { withName } = conversation;

  return (
    <section className="conversation-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="conversation-thread__title">
        {t('Messages')}
      </h2>
      <ThreadLog
        labelledBy={`${id}-title`}
        list={list}
        messages={messages}
        empty={<p className="empty-state">{t('No messages yet.')}</p>}
        below={
          conversation.blocked ? (
            <BlockedNote name={withName} blockedByMe={conversation.blockedByMe} onUnblock={onUnblock} />
          ) : (
            <Composer
              label={t('Message to {name}', { name: withName })}
              schema={alumniMessageInput}
              maxLength={MESSAGE_MAX}
              send={send}
            />
          )
        }
      >
        {(shown) => <DayGroups items={shown}>{(item) => <Message item={item} onReport={onReport} />}</DayGroups>}
      </ThreadLog>
    </section>
  );
}

function Message({
  item: { message, sending },
  onReport,
}: {
  item: ThreadMessage<AlumniMessage>;
  onReport: (messageId: string) => void;
}) {
  return (
    <MessageBubble
      mine={message.mine}
      author={message.mine ? t('You') : message.senderName}
      when={
        sending ? (
          <span>{t('Sending…')}</span>
        ) : (
          <time dateTime={message.sentAt} title={formatShortDateTime(message.sentAt, 'happened')}>
            {clockTime(message.sentAt)}
          </time>
        )
      }
      body={message.body}
      actions={
        message.mine ? null : (
          <button type="button" className="link-button" onClick={() => onReport(message.id)}>
            {t('Report')} <span className="visually-hidden">{t('this message')}</span>
          </button>
        )
      }
    />
  );
}
