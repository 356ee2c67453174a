import { useId, type ReactNode } from 'react';
import { t } from '@sla/i18n';
import { KeysetListFooter } from './ListFooter.js';
import { LoadState } from './LoadState.js';
import type { KeysetList } from './useKeysetList.js';
import { STACKED_TABLE, useStackedTable } from './stackedTable.js';

/**
 * One keyset-paged list as a table: "Loading…", what went wrong with Retry, the empty state, or the
 * rows in a scrollable region named by the table's caption, then "Showing N …" and Load more.
 * Labels not given are made from the plural noun: "Loading users…", "The users could not be loaded".
 */
export function KeysetTable<T>({
  list,
  noun,
  columns,
  row,
  empty,
  caption,
  loadingLabel,
  errorTitle,
  more,
  moreLabel,
  numeric = [],
  grouped = false,
  stacked = false,
}: {
  list: KeysetList<T>;
  /** The thing listed, one and many ("user", "users"), in the reader's language: labels not given are made from it. */
  noun: [one: string, many: string];
  /** The column headings, in order. */
  columns: readonly ReactNode[];
  /** One item's `<tr>` (or, when `grouped`, its `<tbody>`), with its key. */
  row: (item: T) => ReactNode;
  /** Shown when there is nothing to list: text goes in the usual empty-state paragraph. */
  empty: ReactNode;
  /** Names the table for screen readers; "Users" for the noun users. */
  caption?: string;
  loadingLabel?: string;
  errorTitle?: string;
  /** What there is when there is a next page, e.g. "older ones available". */
  more?: string;
  moreLabel?: string;
  /** Indexes of the columns holding amounts, aligned to the right. */
  numeric?: readonly number[];
  /** Each item renders its own `<tbody>` of several rows (a message and its text), not one `<tr>`. */
  grouped?: boolean;
  /**
   * On a narrow screen each row becomes a card, its cells one under another after their column's
   * name, instead of a table to scroll sideways (see stackedTable.ts).
   */
  stacked?: boolean;
}) {
  const id = useId();
  const tableRef = useStackedTable();
  const [, many] = noun;
  return (
    <LoadState
      state={list}
      loadingLabel={loadingLabel ?? t('Loading {things}…', { things: many })}
      errorTitle={errorTitle ?? t('The {things} could not be loaded', { things: many })}
      isEmpty={(ready) => ready.items.length === 0}
      empty={typeof empty === 'string' ? <p className="empty-state">{empty}</p> : empty}
    >
      {(ready) => (
        <>
          <div
            className={stacked ? STACKED_TABLE.wrapper : 'table-scroll'}
            role="region"
            aria-labelledby={`${id}-caption`}
            tabIndex={0}
          >
            <table
              ref={stacked ? tableRef : undefined}
              className={['data-table', grouped ? 'data-table--grouped' : '', stacked ? STACKED_TABLE.table : '']
                .filter(Boolean)
                .join(' ')}
            >
              <caption id={`${id}-caption`} className="visually-hidden">
                {caption ?? many.charAt(0).toUpperCase() + many.slice(1)}
              </caption>
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    <th key={index} scope="col" className={numeric.includes(index) ? 'data-table__number' : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              {grouped ? ready.items.map(row) : <tbody>{ready.items.map(row)}</tbody>}
            </table>
          </div>
          <KeysetListFooter list={ready} noun={noun} more={more} moreLabel={moreLabel} />
        </>
      )}
    </LoadState>
  );
}
