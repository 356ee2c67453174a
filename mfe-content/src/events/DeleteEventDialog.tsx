import { data, type EditorEvent } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';

/** Asks before deleting an event: it leaves the public site at once, and only its versions remain. */
export function DeleteEventDialog({
  event,
  onCancel,
  onDeleted,
}: {
  event: EditorEvent;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = async () => {
    await data.events.remove(event.id);
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={`Delete ${event.title}?`}
      label="Delete event"
      busyLabel="Deleting…"
      onConfirm={remove}
      onCancel={onCancel}
      danger
    >
      It leaves the public site at once and cannot be opened here again.
    </ConfirmDialog>
  );
}
