import { data, type ProgramSettings } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';

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
  const remove = async () => {
    await data.programs.remove(program.id);
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={`Delete ${program.name}?`}
      label="Delete programme"
      busyLabel="Deleting…"
      onConfirm={remove}
      onCancel={onCancel}
      danger
    >
      Its page, application form and rubric go for good. A programme that has applications cannot be deleted: set its status to
      Closed or Archived instead.
    </ConfirmDialog>
  );
}
