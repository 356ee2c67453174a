import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { DirectoryView } from '../directory/DirectoryView.js';

/** Members (network_with_alumni): alumni who chose to be listed, each card showing only what they show to alumni. */
export default function AlumniDirectory() {
  return (
    <Screen
      title={t(screenName('/alumni/directory'))}
      lead={t('Alumni who chose to be listed, searchable by programme, field and country.')}
      wide
    >
      <PortalNav />
      <DirectoryView audience="alumni" />
    </Screen>
  );
}
