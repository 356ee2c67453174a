import { api, routes, type ProgramSettings } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';

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
    await api(routes.deleteProgram, { params: { id: program.id } });
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={t('Delete {name}?', { name: program.name })}
      label={t('Delete programme')}
      busyLabel={t('Deleting…')}
      onConfirm={remove}
      onCancel={onCancel}
      danger
    >
      {t(
        'Its page, application form and rubric go for good. A programme that has applications cannot be deleted: set its status to Closed or Archived instead.',
      )}
    </ConfirmDialog>
  );
}
