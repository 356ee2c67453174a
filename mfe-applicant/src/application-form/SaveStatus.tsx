import { t } from '@sla/i18n';
import { formatClock } from '../format.js';
import type { SaveState } from './autosave.js';

/** "Saving…", "Saved at 14:02" or "Not saved — retrying", announced politely as it changes. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  let text = '';
  let className = 'save-status';
  if (state.kind === 'saving') text = t('Saving…');
  else if (state.kind === 'saved') text = t('Saved at {time}', { time: formatClock(state.at) });
  else if (state.kind === 'retrying') {
    text = t('Not saved — retrying. Your answers are kept on this device meanwhile.');
    className += ' save-status--problem';
  } else if (state.kind === 'failed') {
    text = t('Not saved: {reason}', { reason: state.message });
    className += ' save-status--problem';
  }
  const problem = state.kind === 'retrying' || state.kind === 'failed';
  return (
    <div className={className}>
      <p role="status" aria-live="polite" className="save-status__text">
        {text}
      </p>
      {problem ? (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('Try saving now')}
        </button>
      ) : null}
    </div>
  );
}
