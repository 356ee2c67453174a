import { Fragment, type ReactNode } from 'react';
import type { StaffApplication } from '@sla/data';
import { LoadState } from '@sla/data-views';
import { shownName } from '@sla/domain';
import { t } from '@sla/i18n';
import { useScreenSubject } from '@sla/ui';
import { useStaffApplication } from '../hooks/useStaffApplication.js';
import { CannotOpen } from './CannotOpen.js';

/**
 * Loads application `id` for staff and shows it through `children`; while it loads, or when it
 * cannot be opened or loaded, says so instead. `onChanged` shows the application an action returned.
 */
export function StaffApplicationLoader({
  id,
  children,
}: {
  id: string;
  children: (application: StaffApplication, onChanged: (app: StaffApplication) => void) => ReactNode;
}) {
  const application = useStaffApplication(id);
  // The page title names the applicant: "Amina Okafor — Application review — Site".
  useScreenSubject(application.status === 'ready' ? shownName(application.app.applicant) : null);
  if (application.status === 'gone') return <CannotOpen message={application.message} />;
  return (
    <LoadState
      state={application}
      loadingLabel={t('Loading the application…')}
      errorTitle={t('The application could not be loaded')}
    >
      {(loaded) => (
        // Keyed by id, so the forms shown start afresh for another application.
        <Fragment key={loaded.app.id}>{children(loaded.app, loaded.replace)}</Fragment>
      )}
    </LoadState>
  );
}
