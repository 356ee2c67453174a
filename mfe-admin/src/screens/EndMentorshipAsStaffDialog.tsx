import { api, routes, type StaffMentorship } from '@sla/data';
import { endMentorshipAsStaffInput, MENTORSHIP_END_LIMITS } from '@sla/contract/schemas';
import { CountedTextDialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { mentorshipNames } from './staffMentorshipWords.js';

/** Staff end a current mentorship: what happens, and the reason, required, which only staff read. */
export function EndMentorshipAsStaffDialog({
  mentorship,
  onClose,
  onEnded,
}: {
  mentorship: StaffMentorship;
  onClose: () => void;
  onEnded: (ended: StaffMentorship) => void;
}) {
  const names = mentorshipNames(mentorship);
  return (
    <CountedTextDialog
      title={t('End the mentorship of {mentee} with {mentor}?', names)}
      about={
        <p>
          {t(
            'Both are told by a notice and an e-mail, without your reason. Their conversation stays readable to them, and {mentee} may ask someone else to be their mentor.',
            names,
          )}
        </p>
      }
      name="reason"
      label={t('Reason')}
      hint={(count, max) =>
        t('Kept for staff and in the activity log; never shown to the two of them. {count}/{max} characters.', {
          count,
          max,
        })
      }
      maxLength={MENTORSHIP_END_LIMITS.reason}
      rows={3}
      required
      schema={endMentorshipAsStaffInput}
      send={(body) => api(routes.endMentorshipAsStaff, { params: { id: mentorship.id }, body })}
      onSent={onEnded}
      onCancel={onClose}
      actionLabel={t('End mentorship')}
      busyLabel={t('Ending…')}
      danger
    />
  );
}
