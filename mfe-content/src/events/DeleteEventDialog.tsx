import { api, routes, type EditorEvent } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';

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
    await api(routes.deleteEvent, { params: { id: event.id } });
    onDeleted();
  };

  return (
    <ConfirmDialog
      title={t('Delete {name}?', { name: event.title })}
      label={t('Delete event')}
      busyLabel={t('Deleting…')}
      onConfirm={remove}
      onCancel={onCancel}
      danger
    >
      {t('It leaves the public site at once and cannot be opened here again.')}
    </ConfirmDialog>
  );
}
