import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import type { MentorSummary } from '@sla/data';
import { PATHS } from '../paths.js';

/** Unread messages from the mentor, as one thing to do, with the way to read them. */
export function MentorMessages({ unread, mentor }: { unread: number; mentor: MentorSummary | null }) {
  const canOpen = useCanOpen(PATHS.mentor);
  const who = mentor?.displayName ?? 'your mentor';
  return (
    <div className="student-item student-item--messages">
      <div className="student-item__body">
        <p className="student-item__title">
          {unread === 1 ? `1 unread message from ${who}` : `${unread} unread messages from ${who}`}
        </p>
        {canOpen ? (
          <p className="student-item__meta">
            <Link to={PATHS.mentor}>Read your messages</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
