import { useId, type ReactNode } from 'react';
import { STACKED_TABLE, useStackedTable } from './stackedTable.js';

/**
 * A stacked table (a card per row on a phone, see stackedTable.ts) in the region that scrolls it, named by the
 * table's caption, which only screen readers read. `children` are its head and body.
 */
export function StackedTableRegion({
  caption,
  className,
  children,
}: {
  caption: ReactNode;
  /** The table's own class, beside data-table. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const tableRef = useStackedTable();
  return (
    <div className={STACKED_TABLE.wrapper} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table ref={tableRef} className={['data-table', className, STACKED_TABLE.table].filter(Boolean).join(' ')}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
