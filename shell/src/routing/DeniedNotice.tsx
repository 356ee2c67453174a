import { useLocation } from '@sla/router';
import { t } from '@sla/i18n';

/** What the guard leaves in the history entry it sends a refused visitor to. */
export interface DeniedState {
  deniedScreen: string;
}

export const deniedState = (screen: string): DeniedState => ({ deniedScreen: screen });

/**
 * Says, on the page the guard sent someone to, why they are there: a role that opens a portal it cannot use is not sent
 * away in silence. Gone on the next page, since it lives in that one history entry.
 */
export function DeniedNotice() {
  const screen = (useLocation().state as Partial<DeniedState> | null)?.deniedScreen;
  if (typeof screen !== 'string') return null;
  return (
    <p className="notice denied-notice" role="status">
      {t('Your role does not open “{screen}”, so you were brought here instead.', { screen: t(screen) })}
    </p>
  );
}
