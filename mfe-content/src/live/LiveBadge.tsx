import { t } from '@sla/i18n';
import type { LiveState } from './useLiveChanges.js';

/** Says whether the list beside it updates by itself, without taking attention while all is well. */
export function LiveBadge({ state }: { state: LiveState }) {
  if (state === 'live')
    return (
      <span className="live-badge live-badge--on" role="status">
        {t('Live: updates as editors save')}
      </span>
    );
  return (
    <span className="live-badge" role="status">
      {state === 'connecting' ? t('Connecting for live updates…') : t('Reconnecting… the list may be out of date')}
    </span>
  );
}
