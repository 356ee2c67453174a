import { Fragment, type ReactNode } from 'react';
import { api, orNull, routes, type Mentorship } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { MentorshipView } from './MentorshipView.js';

/** The mentorship, or null when the service says there is none for the reader (404: missing, or not theirs). */
function open(id: string): Promise<Mentorship | null> {
  return orNull(api(routes.getMentorship, { params: { id } }));
}

/** The heading over a mentorship that is not there for the reader; a screen shows it with t(). */
export const NOT_FOUND_TITLE = msg('This mentorship was not found');

/** Loads mentorship `mentorshipId` and shows it (MentorshipView); while loading, failed or not found, says so. */
export function MentorshipPanel({
  mentorshipId,
  notFound,
}: {
  mentorshipId: string;
  /** What to show for a mentorship that is not there for the reader; a plain "not found" by default. */
  notFound?: ReactNode;
}) {
  const mentorship = useLoad(() => open(mentorshipId), [mentorshipId]);
  return (
    <LoadState
      state={mentorship}
      loadingLabel={t('Loading the mentorship…')}
      errorTitle={t('The mentorship could not be loaded')}
    >
      {({ value }) =>
        value ? (
          // Keyed by id: another mentorship starts with its own thread, tasks and forms.
          <Fragment key={value.id}>
            <MentorshipView mentorship={value} />
          </Fragment>
        ) : (
          (notFound ?? (
            <div className="error-panel" role="alert">
              <h2 className="error-panel__title">{t(NOT_FOUND_TITLE)}</h2>
              <div className="error-panel__body">
                <p>{t('It does not exist, or you are not its student or mentor.')}</p>
              </div>
            </div>
          ))
        )
      }
    </LoadState>
  );
}
