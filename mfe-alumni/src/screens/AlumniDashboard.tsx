import { t } from '@sla/i18n';
import { ownsAlumniProfile, screenName } from '@sla/permissions';
import { Greeting, useActingRole, useOpenable } from '@sla/portal-kit';
import { CardLinks, Screen } from '@sla/ui';
import { alumniAreas } from '../overview/areas.js';
import { ProfileCompleteness } from '../overview/ProfileCompleteness.js';
import { useUnreadCount } from '../overview/useUnreadCount.js';
import { PortalNav } from '../PortalNav.js';
import '../profile/profile.css';

export default function AlumniDashboard() {
  const role = useActingRole();
  const owner = ownsAlumniProfile(role);
  // Staff open the alumni portal too, but neither the directory nor the stories: no cards for those.
  const openable = useOpenable();
  const unread = useUnreadCount(openable('/alumni/messages'));
  const areas = alumniAreas(unread).filter((area) => openable(area.to) && (area.to !== '/alumni/profile' || owner));
  return (
    <Screen title={t(screenName('/alumni'))} lead={t('Stay connected: your profile, the alumni directory and your stories.')}>
      <Greeting />
      <PortalNav />
      {owner ? <ProfileCompleteness /> : null}
      <CardLinks label={t('Alumni areas')} links={areas} />
    </Screen>
  );
}
