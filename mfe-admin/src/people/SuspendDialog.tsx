import { api, routes, type PersonPage } from '@sla/data';
import { SUSPENSION_REASON_MAX, suspensionInput } from '@sla/contract/schemas';
import { CountedTextDialog } from '@sla/forms';
import { t } from '@sla/i18n';

export interface SuspendDialogProps {
  uid: string;
  name: string;
  onCancel: () => void;
  onDone: (result: { person: PersonPage; warning: string | null }) => void;
}

/** Asks why, then suspends: the service refuses the account at once and Firebase stops its sign-in. */
export function SuspendDialog({ uid, name, onCancel, onDone }: SuspendDialogProps) {
  return (
    <CountedTextDialog
      title={t('Suspend {name}', { name })}
      about={
        <p className="dialog__meta">
          {t(
            'The service refuses every request from {name}’s account at once, and they cannot sign in again until the account is restored. Nothing of theirs is deleted.',
            { name },
          )}
        </p>
      }
      name="reason"
      label={t('Reason')}
      hint={(count, max) => t('Kept in the activity log and shown on this page. {count}/{max} characters.', { count, max })}
      maxLength={SUSPENSION_REASON_MAX}
      rows={3}
      required
      schema={suspensionInput}
      send={(body) => api(routes.suspendAccount, { params: { uid }, body })}
      onSent={onDone}
      onCancel={onCancel}
      actionLabel={t('Suspend the account')}
      busyLabel={t('Suspending…')}
      danger
    />
  );
}
