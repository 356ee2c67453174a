import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';

/** The board's own links: its list, the reader's posts and a new post, each only for those who may open it. */
export function OpportunityTabs() {
  const mayPost = useCanOpen('/alumni/opportunities/new');
  if (!mayPost) return null;
  return (
    <p className="opportunity-tabs">
      <Link className="button button--primary" to="/alumni/opportunities/new">
        {t('Post an opportunity')}
      </Link>
      <Link className="button button--outline" to="/alumni/opportunities/mine">
        {t('My posts')}
      </Link>
    </p>
  );
}
