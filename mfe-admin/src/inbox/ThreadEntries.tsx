import type { FollowUpEntry } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDateTime } from '../format.js';

/** Who wrote an entry and how: staff's note (never sent), staff's reply (e-mailed), or the sender's answer. */
function whoWrote(entry: FollowUpEntry, senderName: string): string {
  const author = entry.author?.name ?? t('Someone who has left');
  if (entry.type === 'answer') return t('{name} answered', { name: senderName });
  if (entry.type === 'note') return t('Internal note by {name}', { name: author });
  return t('Reply by {name}, e-mailed', { name: author });
}

/** The thread, oldest first, each entry told apart by kind (notes stand out: the sender never reads them). */
export function ThreadEntries({ entries, senderName }: { entries: readonly FollowUpEntry[]; senderName: string }) {
  if (entries.length === 0) return <p className="empty-state">{t('No notes or replies yet.')}</p>;
  return (
    <ol className="follow-up-thread">
      {entries.map((entry) => (
        <li key={entry.id} className={`follow-up-entry follow-up-entry--${entry.type}`}>
          <p className="follow-up-entry__who">
            {whoWrote(entry, senderName)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          <p className="follow-up-entry__body">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
