import { t } from '@sla/i18n';

/**
 * Instead of the box to write in, once either side blocked the other: the reader who blocked is offered to unblock;
 * the reader who was blocked is only told they cannot reply (not who blocked whom).
 */
export function BlockedNote({ name, blockedByMe, onUnblock }: { name: string; blockedByMe: boolean; onUnblock: () => void }) {
  return (
    <div className="conversation-blocked" role="note">
      {blockedByMe ? (
        <>
          <p>{t('You blocked {name}. Unblock to write again.', { name })}</p>
          <button type="button" className="button button--outline button--small" onClick={onUnblock}>
            {t('Unblock')}
          </button>
        </>
      ) : (
        <p>{t('You cannot reply in this conversation.')}</p>
      )}
    </div>
  );
}
