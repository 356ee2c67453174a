import { errorMessage } from '@sla/data';
import { t } from '@sla/i18n';

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
          {more
            ? t('Showing {count} {noun}, {more}.', { count, noun: count === 1 ? noun[0] : noun[1], more })
            : t('Showing {count} {noun}.', { count, noun: count === 1 ? noun[0] : noun[1] })}
        </p>
        {more ? (
          <button type="button" className="button button--outline" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? t('Loading…') : moreLabel}
          </button>
        ) : null}
      </div>
      {moreError ? (
        <p role="alert" className="alert">
          {t('{problem} Try “{action}” again.', { problem: errorMessage(moreError), action: moreLabel })}
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
  more,
  moreLabel,
}: {
  list: LoadedKeysetList;
  noun: [one: string, many: string];
  /** What there is when there is a next page, e.g. "older ones available"; "more available" unless given. */
  more?: string;
  /** The next-page button; "Load more" unless given. */
  moreLabel?: string;
}) {
  return (
    <ListFooter
      count={list.items.length}
      noun={noun}
      more={list.nextCursor ? (more ?? t('more available')) : null}
      moreLabel={moreLabel ?? t('Load more')}
      loadingMore={list.loadingMore}
      moreError={list.moreError}
      onMore={list.loadMore}
    />
  );
}
