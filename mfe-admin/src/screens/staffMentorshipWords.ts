import type { StaffMentorship } from '@sla/data';
import { t } from '@sla/i18n';
import { shownName } from '@sla/domain';

/** The two people of a mentorship by name, or words for someone without one. */
export const mentorshipNames = (mentorship: StaffMentorship) => ({
  mentee: shownName(mentorship.student.displayName),
  mentor: shownName(mentorship.mentor.displayName),
});

/** How it started: an accepted request (a student's or a recent alumnus's), or staff's pairing. */
export function startedWords(mentorship: StaffMentorship): string {
  if (mentorship.askedAs === 'alumni') return t('Their request as a recent alumnus or alumna, accepted by the mentor');
  if (mentorship.askedAs === 'student') return t('Their request as a student, accepted by the mentor');
  return t('Paired by staff');
}

/** Who ended it: the mentee, the mentor, a member of staff by name, or the programme's completion (or staff before this was kept). */
export function endedByWords(mentorship: StaffMentorship): string {
  const names = mentorshipNames(mentorship);
  switch (mentorship.endedBy) {
    case 'student':
      return t('{name}, the mentee', { name: names.mentee });
    case 'mentor':
      return t('{name}, the mentor', { name: names.mentor });
    case 'staff':
      return mentorship.endedByName ? t('{name}, staff', { name: mentorship.endedByName }) : t('Staff');
    default:
      return t('Not recorded (completing the programme, or before endings were kept)');
  }
}
