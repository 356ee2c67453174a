import { data } from '@sla/data';
import { useLoad } from '@sla/data-views';
import { Link } from '@sla/router';
import { Loading } from '@sla/ui';
import { completenessOf } from './completeness.js';

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * How much of their profile an alumnus has filled in, with what is left and a link to finish it. A failure is told
 * quietly with Retry: the rest of the overview stays usable.
 */
export function ProfileCompleteness() {
  const state = useLoad(() => data.alumni.mine(), []);
  return (
    <section className="profile-completeness" aria-labelledby="profile-completeness-title">
      <h2 id="profile-completeness-title" className="profile-completeness__title">
        Your profile
      </h2>
      {state.status === 'loading' ? <Loading label="Loading your profile…" /> : null}
      {state.status === 'error' ? (
        <p className="profile-muted">
          We could not check your profile just now.{' '}
          <button type="button" className="link-button" onClick={state.retry}>
            Try again
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
      <p id="profile-completeness-figure">
        {filled} of {total} parts filled in.
      </p>
      <progress className="progress-bar" max={total} value={filled} aria-labelledby="profile-completeness-figure">
        {filled} of {total}
      </progress>
      {missing.length ? (
        <p>
          Still to add: {listOf(missing)}. <Link to="/alumni/profile">Finish your profile</Link>
        </p>
      ) : (
        <p>
          Your profile is complete. <Link to="/alumni/profile">Review who can see what</Link>
        </p>
      )}
      {hidden ? <p className="notice">Staff have hidden your profile from the directory; your profile page says why.</p> : null}
    </>
  );
}
