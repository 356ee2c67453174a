import { api, routes } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { formatList, t } from '@sla/i18n';
import { Link } from '@sla/router';
import { Loading, T } from '@sla/ui';
import { completenessOf } from './completeness.js';

/**
 * How much of their profile an alumnus has filled in, with what is left and a link to finish it. A failure is told
 * quietly with Retry: the rest of the overview stays usable.
 */
export function ProfileCompleteness() {
  const state = useLoad(() => api(routes.getMyAlumniProfile), []);
  return (
    <section className="profile-completeness" aria-labelledby="profile-completeness-title">
      <h2 id="profile-completeness-title" className="profile-completeness__title">
        {t('Your profile')}
      </h2>
      {state.status === 'loading' ? <Loading label={t('Loading your profile…')} /> : null}
      {state.status === 'error' ? (
        <p className="profile-muted">
          {t('We could not check your profile just now.')}{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            {t('Try again')}
          </button>
        </p>
      ) : null}
      {state.status === 'ready' ? <Summary {...completenessOf(state.value)} hidden={state.value.hidden !== null} /> : null}
    </section>
  );
}

function Summary({ filled, total, missing, hidden }: ReturnType<typeof completenessOf> & { hidden: boolean }) {
  return (
    <>
      <p id="profile-completeness-figure">{t('{filled} of {total} parts filled in.', { filled, total })}</p>
      <progress className="progress-bar" max={total} value={filled} aria-labelledby="profile-completeness-figure">
        {t('{value} of {max}', { value: filled, max: total })}
      </progress>
      {missing.length ? (
        <p>
          <T
            message="Still to add: {parts}. <link>Finish your profile</link>"
            values={{ parts: formatList(missing.map((part) => t(part))) }}
            components={{ link: <Link to="/alumni/profile" /> }}
          />
        </p>
      ) : (
        <p>
          <T
            message="Your profile is complete. <link>Review who can see what</link>"
            components={{ link: <Link to="/alumni/profile" /> }}
          />
        </p>
      )}
      {hidden ? (
        <p className="notice">{t('Staff have hidden your profile from the directory; your profile page says why.')}</p>
      ) : null}
    </>
  );
}
