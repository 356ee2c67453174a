import { SubNav, useActingRole } from '@sla/portal-kit';
import { hasAny, matchRoute, type Role } from '@sla/permissions';

const ITEMS = [
  { to: '/content', label: 'Overview' },
  { to: '/content/blog', label: 'Posts' },
  { to: '/content/blog/new', label: 'New post' },
  { to: '/content/programs', label: 'Programme pages' },
  { to: '/content/events', label: 'Events' },
  { to: '/content/categories', label: 'Categories' },
  { to: '/content/submissions', label: 'Submissions' },
];

/** Whether the route table lets `role` open `path`: a link the guard would bounce is only noise. */
function mayOpen(path: string, role: Role | null): boolean {
  const access = matchRoute(path)?.route.access;
  if (!access || access.kind !== 'permissions') return true;
  return hasAny(role, access.anyOf);
}

/** The portal's links, only those the signed-in role may open (the guard and the service still decide). */
export function PortalNav() {
  const role = useActingRole();
  return <SubNav label="Content editor" items={ITEMS.filter((item) => mayOpen(item.to, role))} />;
}
