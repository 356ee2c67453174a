import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@sla/router';
import { canOpen } from '@sla/permissions';
import { useActingRole } from './useCan.js';

export interface SubNavItem {
  to: string;
  label: string;
  /** A narrower rule than the route table's, for a screen the role may open but has no use for. */
  show?: (role: string | null) => boolean;
}

/**
 * The row of links between the screens of one portal: only those the signed-in role may open, as the
 * route table says (the guard and the service still decide; a link they would refuse is only noise).
 */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  const role = useActingRole();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const shown = items.filter((item) => canOpen(role, item.to) && (item.show?.(role) ?? true));
  // On a phone the row scrolls inside itself: the current section is brought into it, never the page moved. Again when
  // a link arrives late (one shown once the service has answered, as the alumni portal's My mentor).
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = Math.max(0, current.offsetLeft - row.offsetLeft - 16);
  }, [pathname, shown.length]);
  return (
    <nav aria-label={label}>
      <ul className="subnav" ref={list}>
        {shown.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
