import type { ProgramPage } from '@sla/data';
import { LoadState, StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import type { LiveLoaded } from '../overview/useLiveLoad.js';
import { formatShortDateTime } from '@sla/data-views';
import { shownName } from '@sla/domain';

/** Every programme's public page, with who saved it last and when, and a way into each. */
export function ProgramPageList({ pages, onOpen }: { pages: LiveLoaded<ProgramPage[]>; onOpen: (page: ProgramPage) => void }) {
  return (
    <LoadState
      state={pages}
      loadingLabel={t('Loading programme pages…')}
      errorTitle={t('The programme pages could not be loaded')}
      isEmpty={(ready) => ready.value.length === 0}
      empty={
        <p className="empty-state">
          {t('No programmes yet. Staff create programmes in Programme settings; their pages then appear here.')}
        </p>
      }
    >
      {(ready) => (
        <StackedTableRegion caption={t('Programme pages')}>
          <thead>
            <tr>
              <th scope="col">{t('Programme')}</th>
              <th scope="col">{t('Summary')}</th>
              <th scope="col">{t('Last saved')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ready.value.map((page) => (
              <tr key={page.programId}>
                <th scope="row" className="data-table__wrap">
                  {page.name}
                  <br />
                  <code className="data-table__muted">/programs/{page.slug}</code>
                </th>
                <td className="data-table__wrap">{page.summary}</td>
                <td className="data-table__wrap">
                  {shownName(page.updatedByName)}, {formatShortDateTime(page.updatedAt, 'happened')}
                </td>
                <td className="data-table__actions">
                  <button
                    type="button"
                    className="button button--outline button--small"
                    aria-label={t('Edit the page of {name}', { name: page.name })}
                    onClick={() => onOpen(page)}
                  >
                    {t('Edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTableRegion>
      )}
    </LoadState>
  );
}
