import type { Mentorship } from '@sla/data';
import { useScreenSubject } from '@sla/ui';
import { CheckinLog } from './CheckinLog.js';
import { MessageThread } from './MessageThread.js';
import { OtherPerson } from './OtherPerson.js';
import { TaskChecklist } from './TaskChecklist.js';
import { personName } from './words.js';
import './mentoring.css';

/**
 * A mentorship from either side: who the other person is, the message thread, the agreed tasks and the check-in log.
 * The same for a student, a staff mentor and (later) an alumni mentor: `mentorship.you` says which side is reading.
 */
export function MentorshipView({ mentorship }: { mentorship: Mentorship }) {
  const other = mentorship.you === 'student' ? mentorship.mentor : mentorship.student;
  // The page title names the other person: "Fatou Diallo — Mentee — Site".
  useScreenSubject(personName(other));
  return (
    <div className="mentoring">
      <div className="mentoring__main">
        <OtherPerson mentorship={mentorship} />
        <MessageThread mentorshipId={mentorship.id} otherName={personName(other)} unread={mentorship.unreadMessages} />
      </div>
      <div className="mentoring__side">
        <TaskChecklist mentorshipId={mentorship.id} initial={mentorship.tasks} />
        <CheckinLog mentorshipId={mentorship.id} initial={mentorship.checkins} />
      </div>
    </div>
  );
}
