import { api, routes, type Mentorship } from '@sla/data';
import { endMentorshipInput, MENTORSHIP_END_LIMITS } from '@sla/contract/schemas';
import { CountedTextDialog } from '@sla/forms';
import { t } from '@sla/i18n';

/**
 * Asks either side before they end their mentorship, saying what happens (the conversation stays, read only; the other
 * side is told; a mentee may look for someone else), with an optional short note to the other side.
 */
export function EndMentorshipDialog({
  mentorship,
  otherName,
  onClose,
  onEnded,
}: {
  mentorship: Mentorship;
  otherName: string;
  onClose: () => void;
  onEnded: (ended: Mentorship) => void;
}) {
  const mentee = mentorship.you === 'student';
  return (
    <CountedTextDialog
      title={t('End your mentorship with {name}?', { name: otherName })}
      about={
        <>
          <p>
            {t(
              '{name} is told by a notice and an e-mail. Your messages, tasks and check-ins stay here for you both to read, but no one can add to them.',
              { name: otherName },
            )}
          </p>
          <p>
            {mentee
              ? t('You may then ask someone else to be your mentor.')
              : t('They may then ask someone else to be their mentor.')}
          </p>
        </>
      }
      name="note"
      label={t('A note to {name}', { name: otherName })}
      hint={(count, max) => t('A few kind words, if you like: they are in the e-mail. {count}/{max} characters.', { count, max })}
      maxLength={MENTORSHIP_END_LIMITS.note}
      rows={4}
      schema={endMentorshipInput}
      send={(body) => api(routes.endMentorship, { params: { id: mentorship.id }, body })}
      onSent={onEnded}
      onCancel={onClose}
      actionLabel={t('End mentorship')}
      busyLabel={t('Ending…')}
      danger
      focusCancel
    />
  );
}
