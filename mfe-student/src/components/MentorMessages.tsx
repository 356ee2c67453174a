import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import type { MentorSummary } from '@sla/data';
import { t } from '@sla/i18n';
import { PATHS } from '../paths.js';

/** Unread messages from the mentor, as one thing to do, with the way to read them. */
export function MentorMessages({ unread, mentor }: { unread: number; mentor: MentorSummary | null }) {
  const canOpen = useCanOpen(PATHS.mentor);
  const who = mentor?.displayName ?? t('your mentor');
  return (
    <div className="student-item student-item--messages">
      <div className="student-item__body">
        <p className="student-item__title">
          {t('{count, plural, one {# unread message from {who}} other {# unread messages from {who}}}', { count: unread, who })}
        </p>
        {canOpen ? (
          <p className="student-item__meta">
            <Link to={PATHS.mentor}>{t('Read your messages')}</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
