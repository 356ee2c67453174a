import { errorMessage } from '@sla/data';

/** "Showing N things" under a keyset-paged list, its next-page button, and a failed next page. */
export function ListFooter({
  count,
  noun,
  more,
  moreLabel,
  loadingMore,
  moreError,
  onMore,
}: {
  count: number;
  noun: [one: string, many: string];
  more: string | null;
  moreLabel: string;
  loadingMore: boolean;
  moreError: unknown;
  onMore: () => void;
}) {
  return (
    <>
      <div className="list-footer">
        <p className="list-footer__count">
          Showing {count} {count === 1 ? noun[0] : noun[1]}
          {more ? `, ${more}` : ''}.
        </p>
        {more ? (
          <button type="button" className="button button--outline" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : moreLabel}
          </button>
        ) : null}
      </div>
      {moreError ? (
        <p role="alert" className="alert">
          {errorMessage(moreError)} Try “{moreLabel}” again.
        </p>
      ) : null}
    </>
  );
}

/** A loaded keyset list (see useKeysetList): its rows so far and how to get more. */
interface LoadedKeysetList {
  items: readonly unknown[];
  nextCursor: string | null;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
}

/** The ListFooter of a loaded keyset list: "Showing 20 users, more available." and Load more. */
export function KeysetListFooter({
  list,
  noun,
  more = 'more available',
  moreLabel = 'Load more',
}: {
  list: LoadedKeysetList;
  noun: [one: string, many: string];
  /** What there is when there is a next page, e.g. "older ones available". */
  more?: string;
  moreLabel?: string;
}) {
  return (
    <ListFooter
      count={list.items.length}
      noun={noun}
      more={list.nextCursor ? more : null}
      moreLabel={moreLabel}
      loadingMore={list.loadingMore}
      moreError={list.moreError}
      onMore={list.loadMore}
    />
  );
}
