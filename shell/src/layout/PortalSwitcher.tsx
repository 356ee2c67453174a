import { NavLink } from '@sla/router';
import { msg, t } from '@sla/i18n';
import { canOpen, portalLinks, type Role } from '@sla/permissions';

/**
 * Every portal the signed-in role may open, from the route table (never one the guard would refuse), and the
 * account screen. The link of the portal being used is marked as the current one.
 */
export function PortalSwitcher({ role }: { role: Role | string | null }) {
  const links = portalLinks(role);
  if (canOpen(role, '/account')) links.push({ to: '/account', label: msg('Account') });
  if (!links.length) return null;
  return (
    <nav aria-label={t('Your portals')} className="navbar__portals">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.label)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
