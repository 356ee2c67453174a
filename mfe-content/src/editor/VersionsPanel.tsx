import { useId, useState } from 'react';
import type { ContentVersionSummary } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { CompareVersionDialog } from './CompareVersionDialog.js';
import type { CompareField } from './compareText.js';
import { formatShortDateTime } from '@sla/data-views';
import { RestoreVersionDialog } from './RestoreVersionDialog.js';
import type { VersionsSource } from './versionsSource.js';
import './editor.css';
import './comparing.css';
import { shownName } from '@sla/domain';

export interface VersionsPanelProps<T> {
  versions: VersionsSource<T>;
  /** The item's id (a programme page's programme id). */
  id: string;
  /** The version the editor holds: the list loads again when it changes, as every save adds one. */
  currentVersion: number;
  /** The form's values now, by the same names as a version's snapshot. */
  current: Record<string, unknown>;
  /** The fields compared, in order. */
  fields: readonly CompareField[];
  /** The form has changes not saved yet: restoring would replace them, so it waits until they are saved. */
  unsaved: boolean;
  /** The item as restored (its text is a new version); the editor shows it. */
  onRestored: (item: T) => void;
}

/** How many versions show before "Show all". */
const FIRST = 8;

/**
 * The item's saved versions, newest first, each with who saved it and when: compare one with the text
 * in the editor, or restore it (saved again as a new version, so nothing is lost).
 */
export function VersionsPanel<T>({ versions, id, currentVersion, current, fields, unsaved, onRestored }: VersionsPanelProps<T>) {
  const headingId = useId();
  const list = useLoad(() => versions.list(id), [versions, id, currentVersion]);
  const [all, setAll] = useState(false);
  const [comparing, setComparing] = useState<ContentVersionSummary | null>(null);
  const [restoring, setRestoring] = useState<ContentVersionSummary | null>(null);

  return (
    <section className="editor-panel versions-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="editor-panel__title">
        {t('Versions')}
      </h2>
      <LoadState
        state={list}
        loadingLabel={t('Loading versions…')}
        errorTitle={t('The versions could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={<p className="editor-panel__note">{t('No versions yet: every save keeps one.')}</p>}
      >
        {(ready) => (
          <>
            <ol className="versions-panel__list">
              {(all ? ready.value : ready.value.slice(0, FIRST)).map((version) => (
                <li key={version.version} className="versions-panel__item">
                  <p className="versions-panel__what">
                    <strong>{t('Version {number}', { number: version.version })}</strong>
                    {version.version === currentVersion ? <span className="badge badge--success">{t('Current')}</span> : null}
                    {version.autosave ? <span className="badge">{t('Autosaved')}</span> : null}
                  </p>
                  <p className="versions-panel__who">
                    {shownName(version.savedByName)}, {formatShortDateTime(version.savedAt, 'happened')}
                  </p>
                  <div className="versions-panel__actions">
                    <button type="button" className="link-button" onClick={() => setComparing(version)}>
                      <T
                        message="Compare with current<hidden>: version {number}</hidden>"
                        values={{ number: version.version }}
                        components={{ hidden: <span className="visually-hidden" /> }}
                      />
                    </button>
                    {version.version === currentVersion ? null : (
                      <button type="button" className="link-button" onClick={() => setRestoring(version)}>
                        <T
                          message="Restore this version<hidden>: version {number}</hidden>"
                          values={{ number: version.version }}
                          components={{ hidden: <span className="visually-hidden" /> }}
                        />
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            {ready.value.length > FIRST ? (
              <button type="button" className="link-button" onClick={() => setAll((shown) => !shown)}>
                {all ? t('Show fewer versions') : t('Show all {count} versions', { count: ready.value.length })}
              </button>
            ) : null}
          </>
        )}
      </LoadState>

      {comparing ? (
        <CompareVersionDialog
          versions={versions}
          id={id}
          version={comparing}
          current={current}
          fields={fields}
          onClose={() => setComparing(null)}
          onRestore={
            comparing.version === currentVersion
              ? undefined
              : () => {
                  setRestoring(comparing);
                  setComparing(null);
                }
          }
        />
      ) : null}
      {restoring ? (
        <RestoreVersionDialog
          versions={versions}
          id={id}
          version={restoring}
          unsaved={unsaved}
          onClose={() => setRestoring(null)}
          onRestored={(item) => {
            setRestoring(null);
            onRestored(item);
          }}
        />
      ) : null}
    </section>
  );
}
