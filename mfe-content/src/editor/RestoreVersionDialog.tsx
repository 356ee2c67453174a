import { useId } from 'react';
import type { ContentVersionSummary } from '@sla/data';
import { ConfirmDialog, Dialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { InBody } from './InBody.js';
import type { VersionsSource } from './versionsSource.js';
import { shownName } from '@sla/domain';

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
  const title = t('Restore version {number}?', { number: version.version });

  return (
    <InBody>
      {unsaved ? (
        <Dialog labelledBy={titleId} onDismiss={onClose}>
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <p>
            {t(
              'The editor has changes that are not saved yet, and restoring would replace them. Save them first (they become a version of their own), then restore.',
            )}
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--outline" onClick={onClose} data-autofocus>
              {t('Close')}
            </button>
          </div>
        </Dialog>
      ) : (
        <ConfirmDialog
          title={title}
          label={t('Restore')}
          busyLabel={t('Restoring…')}
          onConfirm={async () => onRestored(await versions.restore(id, version.version))}
          onCancel={onClose}
        >
          {t(
            'Its text, saved by {name}, goes back into the editor and is saved as a new version. The text it replaces stays in the list of versions.',
            { name: shownName(version.savedByName) },
          )}
        </ConfirmDialog>
      )}
    </InBody>
  );
}
