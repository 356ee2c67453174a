import { useState } from 'react';
import type { Mentorship } from '@sla/data';
import { t } from '@sla/i18n';
import { useScreenSubject } from '@sla/ui';
import { CheckinLog } from './CheckinLog.js';
import { EndMentorshipDialog } from './EndMentorshipDialog.js';
import { MentorshipEnded } from './MentorshipEnded.js';
import { MessageThread } from './MessageThread.js';
import { OtherPerson } from './OtherPerson.js';
import { TaskChecklist } from './TaskChecklist.js';
import { personName } from './words.js';
import './mentoring.css';

/**
 * A mentorship from either side: who the other person is, the message thread, the agreed tasks and the check-in log.
 * The same for a student, a staff mentor and an alumni mentor: `mentorship.you` says which side is reading. While it
 * is current either side may end it (`onEnded` then hears of it); once ended it is read only, with how it ended on top.
 */
export function MentorshipView({ mentorship, onEnded }: { mentorship: Mentorship; onEnded?: (ended: Mentorship) => void }) {
  const [shown, setShown] = useState(mentorship);
  const [ending, setEnding] = useState(false);
  const other = shown.you === 'student' ? shown.mentor : shown.student;
  const ended = shown.endedAt !== null;
  // The page title names the other person: "Fatou Diallo — Mentee — Site".
  useScreenSubject(personName(other));
  return (
    <div className="mentoring">
      {ended ? <MentorshipEnded mentorship={shown} /> : null}
      <div className="mentoring__main">
        <OtherPerson mentorship={shown} />
        <MessageThread mentorshipId={shown.id} otherName={personName(other)} unread={shown.unreadMessages} ended={ended} />
      </div>
      <div className="mentoring__side">
        <TaskChecklist mentorshipId={shown.id} initial={shown.tasks} ended={ended} />
        <CheckinLog mentorshipId={shown.id} initial={shown.checkins} ended={ended} />
        {ended ? null : (
          <section className="mentoring-card mentoring-end" aria-labelledby={`end-${shown.id}`}>
            <h2 id={`end-${shown.id}`} className="mentoring-card__title">
              {t('End the mentorship')}
            </h2>
            <p>
              {shown.you === 'student'
                ? t('If it is not working, or it has done its work, you may end it and ask someone else.')
                : t('If it is not working, or it has done its work, you may end it. Your mentee may then ask someone else.')}
            </p>
            <button type="button" className="button button--outline" onClick={() => setEnding(true)}>
              {t('End mentorship…')}
            </button>
          </section>
        )}
      </div>
      {ending ? (
        <EndMentorshipDialog
          mentorship={shown}
          otherName={personName(other)}
          onClose={() => setEnding(false)}
          onEnded={(next) => {
            setEnding(false);
            setShown(next);
            onEnded?.(next);
          }}
        />
      ) : null}
    </div>
  );
}
