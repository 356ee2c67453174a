import { api, routes } from '@sla/data';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';

export interface BlockDialogProps {
  uid: string;
  /** Their name as the viewer sees it. */
  name: string;
  /** Whether the viewer blocks them now: the dialog then offers to unblock. */
  blocked: boolean;
  onClose: () => void;
  /** Called once the service has done it, with whether they are blocked now. */
  onDone: (blocked: boolean) => void;
}

/** Asks before blocking an alumnus (or unblocking one), says what it means, and does it. */
export function BlockDialog({ uid, name, blocked, onClose, onDone }: BlockDialogProps) {
  if (blocked) {
    return (
      <ConfirmDialog
        title={t('Unblock {name}?', { name })}
        label={t('Unblock')}
        busyLabel={t('Unblocking…')}
        onCancel={onClose}
        onConfirm={async () => {
          await api(routes.unblockAlumnus, { params: { uid } });
          onDone(false);
        }}
      >
        {t('You and {name} will be able to message each other again, if they are open to messages.', { name })}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={t('Block {name}?', { name })}
      label={t('Block')}
      busyLabel={t('Blocking…')}
      danger
      onCancel={onClose}
      onConfirm={async () => {
        await api(routes.blockAlumnus, { params: { uid } });
        onDone(true);
      }}
    >
      {t('Neither of you will be able to send the other messages. {name} is not told, and you can unblock them later.', { name })}
    </ConfirmDialog>
  );
}
