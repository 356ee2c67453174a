import { useId, useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from '@sla/router';
import { canOpen } from '@sla/permissions';
import { useActingRole } from './useCan.js';

export interface SubNavItem {
  to: string;
  label: string;
  /** A narrower rule than the route table's, for a screen the role may open but has no use for. */
  show?: (role: string | null) => boolean;
  /**
   * The heading of the group the link belongs to, for a portal with many screens (the back office's sixteen): links
   * of one group sit together under it, in the order the groups first appear; links without one (an overview) form a
   * group without a heading.
   */
  group?: string;
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
    // In groups, the current link's group heading comes into view with it when both fit.
    const group = current.closest<HTMLElement>('.subnav__group');
    const fits = group && current.offsetLeft + current.offsetWidth - group.offsetLeft <= row.clientWidth - 32;
    row.scrollLeft = Math.max(0, (fits ? group : current).offsetLeft - row.offsetLeft - 16);
  }, [pathname, shown.length]);
  const groups = groupsOf(shown);
  return (
    <nav aria-label={label}>
      {groups ? (
        <ul className="subnav subnav--grouped" ref={list}>
          {groups.map((group) => (
            <SubNavGroup key={group.label} label={group.label} items={group.items} />
          ))}
        </ul>
      ) : (
        <ul className="subnav" ref={list}>
          {shown.map((item) => (
            <SubNavLink key={item.to} item={item} />
          ))}
        </ul>
      )}
    </nav>
  );
}

function SubNavGroup({ label, items }: { label: string; items: SubNavItem[] }) {
  const id = useId();
  return (
    <li className="subnav__group">
      {label ? (
        <span className="subnav__group-label" id={id}>
          {label}
        </span>
      ) : null}
      <ul className="subnav__links" aria-labelledby={label ? id : undefined}>
        {items.map((item) => (
          <SubNavLink key={item.to} item={item} />
        ))}
      </ul>
    </li>
  );
}

function SubNavLink({ item }: { item: SubNavItem }) {
  return (
    <li>
      <NavLink to={item.to} end>
        {item.label}
      </NavLink>
    </li>
  );
}

/** The shown links by group, in the order groups first appear; null when the items name no group. */
function groupsOf(items: SubNavItem[]): { label: string; items: SubNavItem[] }[] | null {
  if (!items.some((item) => item.group)) return null;
  const groups: { label: string; items: SubNavItem[] }[] = [];
  for (const item of items) {
    const label = item.group ?? '';
    const group = groups.find((candidate) => candidate.label === label);
    if (group) group.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
