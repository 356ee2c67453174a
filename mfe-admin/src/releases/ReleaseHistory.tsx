import { useState } from 'react';
import type { ReleaseSummary } from '@sla/data';
import { StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDateTime } from '../format.js';
import { HISTORY_PREVIEW, newestFirst } from './projects.js';

/**
 * One project's releases, newest first: when and by whom each was released, its commit, which one is live, and a
 * link that opens the whole site with it in place. The newest few show until "Show all" is pressed.
 */
export function ReleaseHistory({ name, releases }: { name: string; releases: readonly ReleaseSummary[] }) {
  const [showAll, setShowAll] = useState(false);
  // Nothing released: the live line above already says so.
  if (releases.length === 0) return null;
  const sorted = newestFirst(releases);
  const shown = showAll ? sorted : sorted.slice(0, HISTORY_PREVIEW);
  return (
    <div className="releases-history">
      <StackedTableRegion caption={t('{name}: releases, newest first', { name })}>
        <thead>
          <tr>
            <th scope="col">{t('Release')}</th>
            <th scope="col">{t('Released')}</th>
            <th scope="col">{t('Commit')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('Preview')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((release) => (
            <tr key={release.id}>
              <th scope="row">
                <span className="releases-history__id">
                  <code>{release.id}</code>
                  {release.live ? <span className="badge badge--success">{t('Live')}</span> : null}
                </span>
              </th>
              <td>
                {/* One element: on a phone the cell's value is one item beside the column's name. */}
                <span>
                  <T
                    message="<date>{when}</date> by {who}"
                    values={{ when: formatDateTime(release.releasedAt), who: release.releasedBy }}
                    components={{ date: <time dateTime={release.releasedAt} /> }}
                  />
                </span>
              </td>
              <td>
                <code>{release.commit.slice(0, 7)}</code>
              </td>
              <td>
                {/* A site-relative address the site server answers, not a screen: a full page load, in a new tab. */}
                {release.previewPath ? (
                  <a href={release.previewPath} target="_blank" rel="noopener">
                    <T
                      message="Preview<hidden>: {release} (opens in a new tab)</hidden>"
                      values={{ release: release.id }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTableRegion>
      {sorted.length > HISTORY_PREVIEW ? (
        <button type="button" className="link-button releases-history__toggle" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('Show the newest {count}', { count: HISTORY_PREVIEW }) : t('Show all {count}', { count: sorted.length })}
        </button>
      ) : null}
    </div>
  );
}
