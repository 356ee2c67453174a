import type { Mentorship } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { personName } from './words.js';

/** Who ended it, as the reader reads it: themselves, the other person by name, or staff; nothing when completion did. */
function endedByWords(mentorship: Mentorship, otherName: string): string | null {
  if (mentorship.endedBy === 'staff') return t('Staff ended it.');
  if (!mentorship.endedBy) return null;
  return mentorship.endedBy === mentorship.you ? t('You ended it.') : t('{name} ended it.', { name: otherName });
}

/**
 * The notice over an ended mentorship (decision 0052, amended): since when, who ended it, the note left for the other
 * side (shown to both: it was written to be read), and that it can be read but no longer added to.
 */
export function MentorshipEnded({ mentorship }: { mentorship: Mentorship }) {
  if (!mentorship.endedAt) return null;
  const other = mentorship.you === 'student' ? mentorship.mentor : mentorship.student;
  const otherName = personName(other);
  const by = endedByWords(mentorship, otherName);
  const noteFromOther = mentorship.endedBy !== null && mentorship.endedBy !== 'staff' && mentorship.endedBy !== mentorship.you;
  return (
    <div className="notice mentoring-ended" role="status">
      <p className="mentoring-ended__title">
        <strong>{t('This mentorship ended on {date}.', { date: formatDate(mentorship.endedAt) })}</strong>
        {by ? ` ${by}` : ''}
      </p>
      {mentorship.endNote ? (
        <>
          <p className="mentoring-ended__label">
            {noteFromOther ? t('Their note to you:') : t('Your note to {name}:', { name: otherName })}
          </p>
          <blockquote className="mentoring-text mentoring-ended__note">{mentorship.endNote}</blockquote>
        </>
      ) : null}
      <p className="mentoring-ended__more">
        {t('You can still read your messages, tasks and check-ins; no one can add to them.')}
      </p>
    </div>
  );
}
