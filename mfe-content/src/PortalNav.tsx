import { msg, t } from '@sla/i18n';
import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/content', label: msg('Overview') },
  { to: '/content/blog', label: msg('Posts') },
  { to: '/content/blog/new', label: msg('New post') },
  { to: '/content/programs', label: msg('Programme pages') },
  { to: '/content/events', label: msg('Events') },
  { to: '/content/categories', label: msg('Categories') },
  { to: '/content/submissions', label: msg('Submissions') },
];

/** The portal's links; SubNav shows only those the signed-in role may open. */
export function PortalNav() {
  return <SubNav label={t('Content editor')} items={ITEMS.map((item) => ({ ...item, label: t(item.label) }))} />;
}
