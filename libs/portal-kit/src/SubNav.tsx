import { NavLink } from '@sla/router';

export interface SubNavItem {
  to: string;
  label: string;
}

/** The row of links between the screens of one portal. */
export function SubNav({ items, label }: { items: readonly SubNavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="subnav">
        {items.map((item) => (
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
