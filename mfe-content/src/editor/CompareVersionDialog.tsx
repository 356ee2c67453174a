import { useId } from 'react';
import type { ContentVersionSummary } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { Dialog } from '@sla/forms';
import { fieldText, type CompareField } from './compareText.js';
import { DiffView } from './DiffView.js';
import { formatShortDateTime } from '@sla/data-views';
import { InBody } from './InBody.js';
import type { VersionsSource } from './versionsSource.js';

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
  const beforeLabel = `version ${version.version}`;

  return (
    <InBody>
      <Dialog labelledBy={titleId} onDismiss={onClose} className="dialog--wide">
        <h2 id={titleId} className="dialog__title">
          Version {version.version} compared with the editor
        </h2>
        <p className="dialog__meta">
          Saved by {version.savedByName}, {formatShortDateTime(version.savedAt)}. Lines marked − are only in version{' '}
          {version.version}; lines marked + only in the editor now.
        </p>
        <LoadState state={loaded} loadingLabel="Loading the version…" errorTitle="The version could not be loaded">
          {(ready) => {
            if (!ready.value) return <p className="alert">That version does not exist.</p>;
            const snapshot = ready.value.snapshot;
            const differing = fields.filter((field) => fieldText(field, snapshot) !== fieldText(field, current));
            if (!differing.length) return <p>This version is the same as the text in the editor.</p>;
            return differing.map((field) => (
              <section key={field.name} className="compare-field">
                <h3 className="compare-field__title">{field.label}</h3>
                <DiffView
                  before={fieldText(field, snapshot)}
                  after={fieldText(field, current)}
                  beforeLabel={beforeLabel}
                  afterLabel="the editor"
                />
              </section>
            ));
          }}
        </LoadState>
        <div className="dialog__actions">
          {onRestore ? (
            <button type="button" className="button button--primary" onClick={onRestore}>
              Restore this version
            </button>
          ) : null}
          <button type="button" className="button button--outline" onClick={onClose} data-autofocus>
            Close
          </button>
        </div>
      </Dialog>
    </InBody>
  );
}
