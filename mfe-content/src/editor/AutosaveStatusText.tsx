import { errorMessage } from '@sla/data';
import { t } from '@sla/i18n';
import type { AutosaveStatus } from './useAutosave.js';
import { formatClock } from './format.js';
import './editor.css';

/** "Saving…", "Saved at 10:42", "Not saved: …", or that there are changes waiting, read out politely as it changes. */
export function AutosaveStatusText({
  state,
  dirty,
  waitingText = t('Unsaved changes'),
}: {
  state: AutosaveStatus;
  dirty: boolean;
  waitingText?: string;
}) {
  let text = '';
  let className = 'autosave-status';
  if (state.status === 'saving') text = t('Saving…');
  else if (state.status === 'failed') {
    text = t('Not saved: {error}', { error: t(errorMessage(state.error)) });
    className += ' autosave-status--failed';
  } else if (dirty) text = waitingText;
  else if (state.status === 'saved') text = t('Saved at {time}', { time: formatClock(state.at) });
  return (
    <p className={className} role="status" aria-live="polite">
      {text}
    </p>
  );
}
