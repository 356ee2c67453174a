import type { ConversationSummary } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { Avatar } from '../components/Avatar.js';
import { timeAgo } from './when.js';

/** The address of a conversation's page. */
export const conversationPath = (id: string) => `/alumni/messages/${encodeURIComponent(id)}`;

/**
 * One conversation in the list: who with, the last message on one line, how long ago, how many are new, and whether
 * it is closed by a block. The whole row opens it; the link itself is the name, so a screen reader hears it once.
 */
export function ConversationRow({ conversation, now }: { conversation: ConversationSummary; now: Date }) {
  const { id, withName, withPhoto, lastMessage, lastMessageAt, lastFromMe, unread, blocked, blockedByMe } = conversation;
  return (
    <li className={unread > 0 ? 'conversation-row conversation-row--unread' : 'conversation-row'}>
      <Avatar name={withName} photo={withPhoto} size="small" />
      <div className="conversation-row__text">
        <p className="conversation-row__top">
          <Link className="conversation-row__name" to={conversationPath(id)}>
            {withName}
          </Link>
          <time
            className="conversation-row__time"
            dateTime={lastMessageAt}
            title={formatShortDateTime(lastMessageAt, 'happened')}
          >
            {timeAgo(lastMessageAt, now)}
          </time>
        </p>
        <p className="conversation-row__preview">{lastFromMe ? t('You: {message}', { message: lastMessage }) : lastMessage}</p>
      </div>
      {unread > 0 || blocked ? (
        <p className="conversation-row__marks">
          {unread > 0 ? <span className="badge badge--info">{t('{count} new', { count: unread })}</span> : null}
          {/* Blocked by the other side is told as closed: who blocked whom is not theirs to learn here. */}
          {blocked ? <span className="badge">{blockedByMe ? t('Blocked') : t('Closed')}</span> : null}
        </p>
      ) : null}
    </li>
  );
}
