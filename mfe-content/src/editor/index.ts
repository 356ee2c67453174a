// The editing parts the content portal's screens share (posts, events, programme pages). Each file says what it does.
export { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor.js';
export { MarkdownPreview } from '@sla/portal-kit/writing';
export { ImagePicker, type ImagePickerProps } from './ImagePicker.js';
export { MediaLibraryDialog } from './MediaLibraryDialog.js';
export { VersionsPanel, type VersionsPanelProps } from './VersionsPanel.js';
export type { VersionsSource } from './versionsSource.js';
export { ConflictDialog, type ConflictDialogProps, type Versioned } from './ConflictDialog.js';
export { KeptText } from './KeptText.js';
export { DiffView } from './DiffView.js';
export { textOf, textsAsOne, type CompareField } from './compareText.js';
export { useAutosave, type Autosave, type AutosaveStatus } from './useAutosave.js';
export { AutosaveStatusText } from './AutosaveStatusText.js';
export { LEAVE_QUESTION, leaveOnPurpose, useLeaveGuard } from '@sla/portal-kit/writing';
export { TimeZoneSelect } from './TimeZoneSelect.js';
export { browserTimeZone, TIME_ZONES, timeZoneChoices } from './timeZones.js';
export { formatClock, formatInZone } from './format.js';
export { isConflict, isSlugTaken } from './saveErrors.js';
