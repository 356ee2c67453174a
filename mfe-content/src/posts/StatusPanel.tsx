import { useId, useState } from 'react';
import { errorMessage, type EditorPost } from '@sla/data';
import type { PublishInput } from '@sla/contract/schemas';
import { FailureAlert } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatShortDateTime } from '@sla/data-views';
import { formatInZone } from '../editor/format.js';
import { ScheduleForm } from './ScheduleForm.js';
import { StatusBadge } from './statusLabels.js';

/** Where the post stands, in words. */
function statusWords(post: EditorPost | null): string {
  if (!post) return t('Not saved yet.');
  switch (post.status) {
    case 'draft':
      return t('Only editors can see it.');
    case 'scheduled':
      return post.publishedAt
        ? t('Publishes {moment}.', { moment: formatInZone(post.publishedAt, post.timeZone) })
        : t('Scheduled.');
    case 'published':
      return t('On the site since {date}.', { date: formatShortDateTime(post.publishedAt, { chosenZone: post.timeZone }) });
    case 'archived':
      return t('No longer on the site.');
  }
}

/**
 * The post's status and what can be done with it: publish now, schedule, unpublish, archive
 * (publish_content) and delete (delete_content). Unsaved changes are saved before a status changes.
 */
export function StatusPanel({
  post,
  canPublish,
  canDelete,
  onStatus,
  onDelete,
}: {
  post: EditorPost | null;
  canPublish: boolean;
  canDelete: boolean;
  /** Saves what is unsaved, then changes the status; rejects with the service's refusal. */
  onStatus: (input: PublishInput) => Promise<void>;
  onDelete: () => void;
}) {
  const headingId = useId();
  const [busy, setBusy] = useState<PublishInput['action'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const status = post?.status ?? 'draft';

  const run = async (input: PublishInput) => {
    setBusy(input.action);
    setFailure(null);
    try {
      await onStatus(input);
      setScheduling(false);
    } catch (error) {
      setFailure(t(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  };

  const action = (input: PublishInput, label: string, busyLabel: string, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button--primary button--small' : 'button button--outline button--small'}
      onClick={() => void run(input)}
      disabled={busy !== null}
    >
      {busy === input.action ? busyLabel : label}
    </button>
  );

  return (
    <section className="editor-panel status-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-panel__title">
        {t('Status')}
      </h2>
      <p className="status-panel__state">
        <StatusBadge status={status} /> {statusWords(post)}
      </p>
      {post?.status === 'published' ? (
        <p className="status-panel__when">
          <a href={post.publicPath} target="_blank" rel="noopener">
            <T
              message="View on site<hidden> (opens in a new tab)</hidden>"
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </a>
        </p>
      ) : null}
      <FailureAlert message={failure} />
      {canPublish ? (
        <div className="editor-panel__actions">
          {status !== 'published' ? action({ action: 'publish' }, t('Publish now'), t('Publishing…'), true) : null}
          {status !== 'published' && !scheduling ? (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => setScheduling(true)}
              disabled={busy !== null}
            >
              {status === 'scheduled' ? t('Change schedule') : t('Schedule…')}
            </button>
          ) : null}
          {status === 'published' || status === 'scheduled'
            ? action({ action: 'unpublish' }, t('Unpublish'), t('Unpublishing…'))
            : null}
          {status === 'archived' ? action({ action: 'unpublish' }, t('Back to draft'), t('Moving…')) : null}
          {status !== 'archived' && post ? action({ action: 'archive' }, t('Archive'), t('Archiving…')) : null}
        </div>
      ) : (
        <p className="editor-panel__note">{t('Publishing is for editors with the right to publish.')}</p>
      )}
      {scheduling && canPublish ? (
        <ScheduleForm
          post={post}
          busy={busy === 'schedule'}
          onSchedule={(input) => void run(input)}
          onCancel={() => setScheduling(false)}
        />
      ) : null}
      {canDelete && post ? (
        <div className="editor-panel__actions">
          <button
            type="button"
            className="button button--danger-outline button--small"
            onClick={onDelete}
            disabled={busy !== null}
          >
            {t('Delete post')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
