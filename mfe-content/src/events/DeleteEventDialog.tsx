import { useId } from 'react';
import { data, type EditorEvent } from '@sla/data';
import { Dialog, DialogActions, useFormState } from '@sla/forms';

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
  const id = useId();
  const form = useFormState();

  const confirm = () =>
    void form.submit(async () => {
      await data.events.remove(event.id);
      onDeleted();
    });

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        Delete {event.title}?
      </h2>
      <p id={`${id}-text`}>It leaves the public site at once and cannot be opened here again.</p>
      <DialogActions
        failure={form.failure}
        label="Delete event"
        busyLabel="Deleting…"
        busy={form.submitting}
        onAction={confirm}
        onCancel={onCancel}
        danger
        focusCancel
      />
    </Dialog>
  );
}
