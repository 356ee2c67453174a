import { useId } from 'react';
import type { Mentorship } from '@sla/data';
import { t } from '@sla/i18n';
import { MentorshipView } from './MentorshipView.js';
import { personName } from './words.js';

/** Where a mentee's page links to their ended mentorship from the top (PAST_MENTORSHIP_ANCHOR: "#past-mentorship"). */
export const PAST_MENTORSHIP_ANCHOR = 'past-mentorship';

/**
 * A mentee's last mentorship once it has ended (decision 0052, amended), below the way to ask for another: read only,
 * with how it ended, so the conversation stays theirs to read.
 */
export function PastMentorship({ mentorship }: { mentorship: Mentorship }) {
  const id = useId();
  return (
    <section id={PAST_MENTORSHIP_ANCHOR} className="past-mentorship" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Your mentorship with {name}', { name: personName(mentorship.mentor) })}</h2>
      <MentorshipView mentorship={mentorship} />
    </section>
  );
}
