import { useId, type ReactNode } from 'react';
import { Link } from '@sla/router';
import { Loading } from '@sla/ui';

/**
 * One short list of the editor's home: its heading, the rows (or "Loading…", or what to do when there
 * are none), and a link to the whole list.
 */
export function OverviewPanel<T extends { id: string }>({
  title,
  items,
  loadingLabel,
  empty,
  more,
  children,
}: {
  title: string;
  /** null while the overview loads. */
  items: readonly T[] | null;
  loadingLabel: string;
  empty: ReactNode;
  more: { to: string; label: string };
  children: (item: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section className="overview-panel" aria-labelledby={id}>
      <h2 id={id} className="overview-panel__title">
        {title}
      </h2>
      {items === null ? (
        <Loading label={loadingLabel} />
      ) : items.length ? (
        <ul className="overview-list">
          {items.map((item) => (
            <li key={item.id} className="overview-list__item">
              {children(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state overview-panel__empty">{empty}</p>
      )}
      <p className="overview-panel__more">
        <Link to={more.to}>{more.label}</Link>
      </p>
    </section>
  );
}
