import { useId, type ReactNode } from 'react';
import { Dialog } from './Dialog.js';
import { DialogActions } from './DialogActions.js';
import { useFormState } from './useFormState.js';

export interface ConfirmDialogProps {
  /** The question, e.g. "Delete Spring intake?". */
  title: ReactNode;
  /** What the action does, in a sentence or two: it describes the dialog. */
  children: ReactNode;
  /** The action, e.g. "Delete event". */
  label: string;
  /** The action while it runs, e.g. "Deleting…". */
  busyLabel: string;
  /** Takes the action and does what success means; what it throws is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onCancel: () => void;
  /** It cannot be undone (deleting): shown as dangerous, and focus starts on Cancel so Enter does not take it. */
  danger?: boolean;
}

/** Asks before one action that needs no more than a yes, and takes it: a question, what it does, the action and Cancel. */
export function ConfirmDialog({ title, children, label, busyLabel, onConfirm, onCancel, danger = false }: ConfirmDialogProps) {
  const id = useId();
  const form = useFormState();

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onDismiss={onCancel} busy={form.submitting}>
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{children}</p>
      <DialogActions
        failure={form.failure}
        label={label}
        busyLabel={busyLabel}
        busy={form.submitting}
        onAction={() => void form.submit(onConfirm)}
        onCancel={onCancel}
        danger={danger}
        focusCancel={danger}
      />
    </Dialog>
  );
}
