import { Link } from '@sla/router';
import { t } from '@sla/i18n';
import { Screen } from '@sla/ui';

export default function NotFound() {
  return (
    <Screen
      title={t('Page not found')}
      lead={t('We could not find a page at this address. It may have moved, or the link may be mistyped.')}
    >
      <p>
        <Link className="button button--primary" to="/">
          {t('Go to the home page')}
        </Link>
      </p>
    </Screen>
  );
}
