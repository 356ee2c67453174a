import { Link, useParams } from '@sla/router';
import { MentorshipPanel, NOT_FOUND_TITLE } from '@sla/portal-kit/mentoring';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

const MENTEES_PATH = '/admin/mentees';

/** Staff: one mentee, as their mentor sees the mentorship. */
export default function MenteePage() {
  const { id = '' } = useParams();
  return (
    <Screen title={screenName('/admin/mentees/:id')} lead="Your messages, agreed tasks and check-ins with this student." wide>
      <PortalNav />
      <p>
        <Link to={MENTEES_PATH}>Back to your mentees</Link>
      </p>
      <MentorshipPanel
        mentorshipId={id}
        notFound={
          <div className="error-panel" role="alert">
            <h2 className="error-panel__title">{NOT_FOUND_TITLE}</h2>
            <div className="error-panel__body">
              <p>It does not exist, or you are not this student’s mentor. Your mentees are listed under Mentees.</p>
            </div>
          </div>
        }
      />
    </Screen>
  );
}
