import { useId } from 'react';
import type { ContentVersionSummary } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { Dialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { fieldText, type CompareField } from './compareText.js';
import { DiffView } from './DiffView.js';
import { formatShortDateTime } from '@sla/data-views';
import { InBody } from './InBody.js';
import type { VersionsSource } from './versionsSource.js';
import { shownName } from '@sla/domain';

/** One version's text beside the editor's, field by field, only where they differ. */
export function CompareVersionDialog<T>({
  versions,
  id,
  version,
  current,
  fields,
  onClose,
  onRestore,
}: {
  versions: VersionsSource<T>;
  id: string;
  version: ContentVersionSummary;
  current: Record<string, unknown>;
  fields: readonly CompareField[];
  onClose: () => void;
  /** Offered unless it is the current version. */
  onRestore?: () => void;
}) {
  const titleId = useId();
  const loaded = useLoad(() => versions.get(id, version.version), [versions, id, version.version]);
  const beforeLabel = t('version {number}', { number: version.version });

  return (
    <InBody>
      <Dialog labelledBy={titleId} onDismiss={onClose} className="dialog--wide">
        <h2 id={titleId} className="dialog__title">
          {t('Version {number} compared with the editor', { number: version.version })}
        </h2>
        <p className="dialog__meta">
          {t('Saved by {name}, {date}. Lines marked − are only in version {number}; lines marked + only in the editor now.', {
            name: shownName(version.savedByName),
            date: formatShortDateTime(version.savedAt, 'happened'),
            number: version.version,
          })}
        </p>
        <LoadState state={loaded} loadingLabel={t('Loading the version…')} errorTitle={t('The version could not be loaded')}>
          {(ready) => {
            if (!ready.value) return <p className="alert">{t('That version does not exist.')}</p>;
            const snapshot = ready.value.snapshot;
            const differing = fields.filter((field) => fieldText(field, snapshot) !== fieldText(field, current));
            if (!differing.length) return <p>{t('This version is the same as the text in the editor.')}</p>;
            return differing.map((field) => (
              <section key={field.name} className="compare-field">
                <h3 className="compare-field__title">{t(field.label)}</h3>
                <DiffView
                  before={fieldText(field, snapshot)}
                  after={fieldText(field, current)}
                  beforeLabel={beforeLabel}
                  afterLabel={t('the editor')}
                />
              </section>
            ));
          }}
        </LoadState>
        <div className="dialog__actions">
          {onRestore ? (
            <button type="button" className="button button--primary" onClick={onRestore}>
              {t('Restore this version')}
            </button>
          ) : null}
          <button type="button" className="button button--outline" onClick={onClose} data-autofocus>
            {t('Close')}
          </button>
        </div>
      </Dialog>
    </InBody>
  );
}
