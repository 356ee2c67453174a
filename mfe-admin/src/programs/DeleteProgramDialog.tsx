import { useId, useState } from 'react';
import { data, errorMessage, type ProgramSettings } from '@sla/data';
import { Dialog, DialogActions } from '@sla/portal-kit';
import { call } from '@sla/portal-kit';

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
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = () => {
    if (deleting) return;
    setDeleting(true);
    setFailure(null);
    call(() => data.programs.remove(program.id)).then(onDeleted, (error: unknown) => {
      setDeleting(false);
      setFailure(errorMessage(error));
    });
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={deleting}>
      <h2 id={`${id}-title`} className="dialog__title">
        Delete {program.name}?
      </h2>
      <p id={`${id}-text`}>
        Its page, application form and rubric go for good. A programme that has applications cannot be deleted: set its status to
        Closed or Archived instead.
      </p>
      <DialogActions
        failure={failure}
        label="Delete programme"
        busyLabel="Deleting…"
        busy={deleting}
        onAction={confirm}
        onCancel={onCancel}
        danger
        focusCancel
      />
    </Dialog>
  );
}
