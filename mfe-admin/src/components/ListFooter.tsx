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
