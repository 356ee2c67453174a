import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';

/**
 * For staff and admins who open /alumni/profile: profiles belong to alumni, so there is nothing of theirs to edit.
 * The way to the profiles they manage is offered only to those who may open it.
 */
export function NoProfilePanel() {
  const canManage = useCanOpen('/alumni/manage');
  return (
    <section className="profile-panel" aria-labelledby="no-profile-title">
      <h2 id="no-profile-title" className="profile-section__title">
        {t('Profiles belong to alumni')}
      </h2>
      <p>
        {t(
          'Each alumnus keeps their own profile and chooses who may see each part of it. Your role does not have a profile of its own.',
        )}
      </p>
      {canManage ? (
        <p>
          <T
            message="To look at or correct alumni’s profiles, go to <link>Alumni profiles</link>."
            components={{ link: <Link to="/alumni/manage" /> }}
          />
        </p>
      ) : null}
    </section>
  );
}
