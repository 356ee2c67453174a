import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';

/**
 * For staff and admins who open /alumni/profile: profiles belong to alumni, so there is nothing of theirs to edit.
 * The way to the profiles they manage is offered only to those who may open it.
 */
export function NoProfilePanel() {
  const canManage = useCanOpen('/alumni/manage');
  return (
    <section className="profile-panel" aria-labelledby="no-profile-title">
      <h2 id="no-profile-title" className="profile-section__title">
        Profiles belong to alumni
      </h2>
      <p>
        Each alumnus keeps their own profile and chooses who may see each part of it. Your role does not have a profile of its
        own.
      </p>
      {canManage ? (
        <p>
          To look at or correct alumni&rsquo;s profiles, go to <Link to="/alumni/manage">Alumni profiles</Link>.
        </p>
      ) : null}
    </section>
  );
}
