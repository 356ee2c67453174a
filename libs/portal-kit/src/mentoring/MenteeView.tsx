import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { MentorshipPanel, NOT_FOUND_TITLE } from './MentorshipPanel.js';

/** One mentee as their mentor sees the mentorship, with the way back to `base` (the mentor's list of mentees). */
export function MenteeView({ base, mentorshipId }: { base: string; mentorshipId: string }) {
  return (
    <>
      <p>
        <Link to={base}>{t('Back to your mentees')}</Link>
      </p>
      <MentorshipPanel
        mentorshipId={mentorshipId}
        notFound={
          <div className="error-panel" role="alert">
            <h2 className="error-panel__title">{t(NOT_FOUND_TITLE)}</h2>
            <div className="error-panel__body">
              <p>{t('It does not exist, or you are not this student’s mentor. Your mentees are listed under Mentees.')}</p>
            </div>
          </div>
        }
      />
    </>
  );
}
