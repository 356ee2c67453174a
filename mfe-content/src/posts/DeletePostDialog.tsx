import { useId, useState } from 'react';
import { data, errorMessage, type EditorPost } from '@sla/data';
import { Dialog, DialogActions } from '@sla/forms';
import { InBody } from '../editor/InBody.js';

/** Asks before deleting a post (delete_content), then deletes it. */
export function DeletePostDialog({ post, onClose, onDeleted }: { post: EditorPost; onClose: () => void; onDeleted: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await data.posts.remove(post.id);
      onDeleted();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <InBody>
      <Dialog labelledBy={id} onDismiss={onClose} busy={busy}>
        <h2 id={id} className="dialog__title">
          Delete “{post.title}”?
        </h2>
        <p>
          {post.status === 'published' ? 'It leaves the public site at once, and its ' : 'Its '}
          text and every version of it are deleted. This cannot be undone; archiving keeps it instead.
        </p>
        <DialogActions
          label="Delete post"
          busyLabel="Deleting…"
          busy={busy}
          onCancel={onClose}
          onAction={remove}
          failure={failure}
          danger
          focusCancel
        />
      </Dialog>
    </InBody>
  );
}
