import { api, routes, type EditorPost } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { InBody } from '../editor/InBody.js';

/** Asks before deleting a post (delete_content), then deletes it. */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: EditorPost; onClose: () => void; onDeleted: () => void }) {
  const remove = async () => {
    await api(routes.deletePost, { params: { id: post.id } });
    onDeleted();
  };

  return (
    <InBody>
      <ConfirmDialog
        title={t('Delete “{title}”?', { title: post.title })}
        label={t('Delete post')}
        busyLabel={t('Deleting…')}
        onConfirm={remove}
        onCancel={onClose}
        danger
      >
        {post.status === 'published'
          ? t(
              'It leaves the public site at once, and its text and every version of it are deleted. This cannot be undone; archiving keeps it instead.',
            )
          : t('Its text and every version of it are deleted. This cannot be undone; archiving keeps it instead.')}
      </ConfirmDialog>
    </InBody>
  );
}
