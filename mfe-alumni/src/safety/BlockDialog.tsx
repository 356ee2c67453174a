import { data } from '@sla/data';
import { installAlumniRepositories } from '@sla/data/alumni';
import { ConfirmDialog } from '@sla/forms';

installAlumniRepositories();

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
        title={`Unblock ${name}?`}
        label="Unblock"
        busyLabel="Unblocking…"
        onCancel={onClose}
        onConfirm={async () => {
          await data.alumniMessages.unblock(uid);
          onDone(false);
        }}
      >
        You and {name} will be able to message each other again, if they are open to messages.
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={`Block ${name}?`}
      label="Block"
      busyLabel="Blocking…"
      danger
      onCancel={onClose}
      onConfirm={async () => {
        await data.alumniMessages.block(uid);
        onDone(true);
      }}
    >
      Neither of you will be able to send the other messages. {name} is not told, and you can unblock them later.
    </ConfirmDialog>
  );
}
