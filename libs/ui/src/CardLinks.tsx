import { Link } from '@sla/router';

export interface CardLink {
  to: string;
  title: string;
  description: string;
}

/** A grid of links to the screens of a portal, used on dashboards. */
export function CardLinks({ links, label }: { links: readonly CardLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="card-grid">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="card card--link" to={link.to}>
              <span className="card__title">{link.title}</span>
              <span className="card__text">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
