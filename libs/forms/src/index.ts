export { useFormState, type FormState, type FormStateOptions, type SubmitOptions } from './useFormState.js';
export type { Refusal } from './refusal.js';
export { errorId, Field, FieldError, FieldHint, hintId, type FieldControl, type FieldProps } from './Field.js';
export { FilterSelect, type FilterSelectProps } from './FilterSelect.js';
export { Dialog, type DialogProps } from './Dialog.js';
export { DialogActions } from './DialogActions.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { FailureAlert, FormProblem, SuccessNotice } from './Notices.js';
export { useAnnouncer } from './useAnnouncer.js';
