import type { AlumniCard } from '@sla/data';
import { errorMessage } from '@sla/data';
import { formatNumber, t } from '@sla/i18n';
import { DirectoryCard } from './DirectoryCard.js';

/** "48 alumni", "1 alumnus". */
export const alumniCount = (count: number) => t('{count, plural, one {# alumnus} other {# alumni}}', { count });

/** The cards found so far, in a grid that is one column on a phone, then "Show more" while there are more. */
export function DirectoryResults({
  items,
  total,
  hrefOf,
  hasMore,
  loadingMore,
  moreError,
  onMore,
}: {
  items: AlumniCard[];
  total: number;
  hrefOf: (uid: string) => string;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: unknown;
  onMore: () => void;
}) {
  return (
    <>
      <ul className="directory-grid" aria-label={t('Alumni found')}>
        {items.map((card) => (
          <li key={card.uid}>
            <DirectoryCard card={card} href={hrefOf(card.uid)} />
          </li>
        ))}
      </ul>
      <div className="list-footer">
        <p className="list-footer__count">
          {t('Showing {shown} of {total}.', { shown: formatNumber(items.length), total: alumniCount(total) })}
        </p>
        {hasMore ? (
          <button type="button" className="button button--outline" onClick={onMore} disabled={loadingMore}>
            {loadingMore ? t('Loading…') : t('Show more')}
          </button>
        ) : null}
      </div>
      {moreError ? (
        <p role="alert" className="alert">
          {t('{problem} Try “Show more” again.', { problem: t(errorMessage(moreError)) })}
        </p>
      ) : null}
    </>
  );
}
