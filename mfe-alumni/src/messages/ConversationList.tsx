import type { ConversationSummary } from '@sla/data';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { T } from '@sla/ui';
import { ConversationRow } from './ConversationRow.js';
import './messages.css';

/** The reader's conversations, latest activity first (as the service sends them). */
export function ConversationList({ conversations }: { conversations: readonly ConversationSummary[] }) {
  // One "now" for the whole list, so two rows of the same minute never read differently.
  const now = new Date();
  return (
    <ul className="conversation-list">
      {conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} now={now} />
      ))}
    </ul>
  );
}

/** What the list says before the first conversation: where one starts. */
export function NoConversations() {
  return (
    <div className="empty-state">
      <p className="conversation-empty__title">{t('No conversations yet.')}</p>
      <p>
        <T
          message="To start one, find someone in the <link>alumni directory</link>, open their page and choose “Send a message”."
          components={{ link: <Link to="/alumni/directory" /> }}
        />
      </p>
    </div>
  );
}
