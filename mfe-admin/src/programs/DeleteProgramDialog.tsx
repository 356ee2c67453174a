import { useId } from 'react';
import { data, type ProgramSettings } from '@sla/data';
import { Dialog, DialogActions, useFormState } from '@sla/forms';

/** Asks before deleting a programme; the server refuses one that has applications, and its words are shown. */
export function DeleteProgramDialog({
  program,
  onCancel,
  onDeleted,
}: {
  program: ProgramSettings;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const form = useFormState();

  const confirm = () =>
    void form.submit(async () => {
      await data.programs.remove(program.id);
      onDeleted();
    });

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        Delete {program.name}?
      </h2>
      <p id={`${id}-text`}>
        Its page, application form and rubric go for good. A programme that has applications cannot be deleted: set its status to
        Closed or Archived instead.
      </p>
      <DialogActions
        failure={form.failure}
        label="Delete programme"
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
