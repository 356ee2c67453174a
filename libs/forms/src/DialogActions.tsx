import { t } from '@sla/i18n';
import { FailureAlert } from './Notices.js';

/**
 * The end of a dialog: what went wrong (if anything), then the action and Cancel. While `busy`
 * both buttons are disabled and the action says what is happening ("Saving…"), so it cannot be
 * sent twice.
 */
export function DialogActions({
  label,
  busyLabel,
  busy,
  onCancel,
  onAction,
  failure,
  danger = false,
  cancelLabel,
  focusCancel = false,
}: {
  /** The action, e.g. "Assign". */
  label: string;
  /** The action while it runs, e.g. "Assigning…". */
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  /** Runs the action; without it the action button submits the dialog's form. */
  onAction?: () => void;
  failure?: string | null;
  /** The action cannot be undone (deleting), so it is shown as dangerous. */
  danger?: boolean;
  /** "Cancel" unless the dialog words it otherwise. */
  cancelLabel?: string;
  /** Focus starts on Cancel, for an action that should not be taken by pressing Enter. */
  focusCancel?: boolean;
}) {
  return (
    <>
      <FailureAlert message={failure} />
      <div className="dialog__actions">
        <button
          type={onAction ? 'button' : 'submit'}
          className={danger ? 'button button--danger' : 'button button--primary'}
          onClick={onAction}
          disabled={busy}
        >
          {busy ? busyLabel : label}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={onCancel}
          disabled={busy}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel ?? t('Cancel')}
        </button>
      </div>
    </>
  );
}
