import { useId, useState } from 'react';
import { errorMessage, type ContentVersionSummary } from '@sla/data';
import { Dialog, DialogActions } from '@sla/forms';
import { InBody } from './InBody.js';
import type { VersionsSource } from './versionsSource.js';

/** Asks before restoring a version, and restores it; with unsaved changes in the editor it asks for a save first. */
export function RestoreVersionDialog<T>({
  versions,
  id,
  version,
  unsaved,
  onClose,
  onRestored,
}: {
  versions: VersionsSource<T>;
  id: string;
  version: ContentVersionSummary;
  unsaved: boolean;
  onClose: () => void;
  onRestored: (item: T) => void;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const restore = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onRestored(await versions.restore(id, version.version));
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <InBody>
      <Dialog labelledBy={titleId} onDismiss={onClose} busy={busy}>
        <h2 id={titleId} className="dialog__title">
          Restore version {version.version}?
        </h2>
        {unsaved ? (
          <>
            <p>
              The editor has changes that are not saved yet, and restoring would replace them. Save them first (they become a
              version of their own), then restore.
            </p>
            <div className="dialog__actions">
              <button type="button" className="button button--outline" onClick={onClose} data-autofocus>
                Close
              </button>
            </div>
          </>
        ) : (
          <>
            <p>
              Its text, saved by {version.savedByName}, goes back into the editor and is saved as a new version. The text it
              replaces stays in the list of versions.
            </p>
            <DialogActions
              label="Restore"
              busyLabel="Restoring…"
              busy={busy}
              onCancel={onClose}
              onAction={restore}
              failure={failure}
            />
          </>
        )}
      </Dialog>
    </InBody>
  );
}
