import { api, routes, type AlumniProfileView } from '@sla/data';
import { hideProfileInput } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { HideWithReasonDialog } from '../components/HideWithReasonDialog.js';

/** Staff taking a profile out of the directory. */
export function HideDialog({
  uid,
  name,
  onClose,
  onHidden,
}: {
  uid: string;
  name: string;
  onClose: () => void;
  onHidden: (view: AlumniProfileView) => void;
}) {
  return (
    <HideWithReasonDialog
      title={t('Hide {name} from the directory?', { name })}
      about={t(
        'Other alumni will no longer find the profile or be able to message them. The alumnus sees the reason you give, and you can show the profile again later.',
      )}
      actionLabel={t('Hide profile')}
      schema={hideProfileInput}
      hide={(body) => api(routes.hideAlumniProfile, { params: { uid }, body })}
      onClose={onClose}
      onHidden={onHidden}
    />
  );
}
