import { SubNav } from '@sla/portal-kit';

const ITEMS = [
  { to: '/content', label: 'Overview' },
  { to: '/content/blog', label: 'Posts' },
  { to: '/content/blog/new', label: 'New post' },
  { to: '/content/programs', label: 'Programme pages' },
  { to: '/content/events', label: 'Events' },
  { to: '/content/categories', label: 'Categories' },
  { to: '/content/submissions', label: 'Submissions' },
];

/** The portal's links; SubNav shows only those the signed-in role may open. */
export function PortalNav() {
  return <SubNav label="Content editor" items={ITEMS} />;
}
