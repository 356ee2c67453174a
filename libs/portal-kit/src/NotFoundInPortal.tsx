import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { Screen } from '@sla/ui';

/** Shown when a portal is asked for a path it has no screen for (the shell normally catches these). */
export function NotFoundInPortal() {
  return (
    <Screen title={t('Page not found')} lead={t('There is no page at this address.')}>
      <p>
        <Link to="/">{t('Go to the home page')}</Link>
      </p>
    </Screen>
  );
}
