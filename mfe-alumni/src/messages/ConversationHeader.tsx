import type { ConversationSummary } from '@sla/data';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { Avatar } from '../components/Avatar.js';

/** Who the conversation is with (their name opens their page in the directory), and Block or Unblock, and Report. */
export function ConversationHeader({
  conversation: { withUid, withName, withPhoto, blockedByMe },
  onBlock,
  onReport,
}: {
  conversation: ConversationSummary;
  /** Opens the dialog that blocks them, or unblocks them when the reader already did. */
  onBlock: () => void;
  onReport: () => void;
}) {
  return (
    <div className="conversation-header">
      <Avatar name={withName} photo={withPhoto} size="small" />
      <p className="conversation-header__name">
        <Link to={`/alumni/directory/${encodeURIComponent(withUid)}`}>{withName}</Link>
      </p>
      <p className="conversation-header__actions">
        <button type="button" className="button button--outline button--small" onClick={onBlock}>
          {blockedByMe ? t('Unblock') : t('Block')} <span className="visually-hidden">{withName}</span>
        </button>
        <button type="button" className="button button--outline button--small" onClick={onReport}>
          {t('Report')} <span className="visually-hidden">{withName}</span>
        </button>
      </p>
    </div>
  );
}
