import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { data, type DashboardFigures as Figures, type GivingFigures } from '@sla/data';
import { installBackOfficeRepositories } from '@sla/data/backOffice';
import { ErrorPanel, Loading } from '@sla/ui';
import { APPLICATION_STATUSES } from '@sla/data/schemas';
import { formatAmount } from '../format.js';
import { STATUS_LABELS } from '../review/labels.js';
import { BarChart, type BarSeries } from './BarChart.js';
import './dashboard.css';

installBackOfficeRepositories();

const count = new Intl.NumberFormat('en-GB');
const weekLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** One colour per status, from the site's palette and its neighbours, told apart without relying on red and green. */
const STATUS_COLOURS: Readonly<Record<(typeof APPLICATION_STATUSES)[number], string>> = {
  draft: '#b9b2a6',
  submitted: '#f2a33a',
  under_review: '#2f7fb5',
  decided: 'var(--color-primary)',
  withdrawn: '#6b5e7b',
};

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; figures: Figures };

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="dashboard-stat">
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-stat__value">{value}</span>
        {detail ? <span className="dashboard-stat__detail">{detail}</span> : null}
      </dd>
    </div>
  );
}

const givingDetail = (giving: GivingFigures) =>
  giving.totals.length ? giving.totals.map((t) => formatAmount(t.amount, t.currency)).join(' + ') : 'Nothing yet';

function Charts({ figures }: { figures: Figures }) {
  const { round, reviewsOutstanding, newAccounts } = figures;
  const programmes = useMemo(() => round.programmes.map((p) => p.name), [round]);
  const byStatus = useMemo<BarSeries[]>(
    () =>
      APPLICATION_STATUSES.map((status) => ({
        label: STATUS_LABELS[status],
        values: round.programmes.map((p) => p.byStatus[status]),
        colour: STATUS_COLOURS[status],
      })),
    [round],
  );
  const reviewers = useMemo(() => reviewsOutstanding.map((r) => r.name), [reviewsOutstanding]);
  const outstanding = useMemo<BarSeries[]>(
    () => [{ label: 'Reviews outstanding', values: reviewsOutstanding.map((r) => r.outstanding), colour: '#2f7fb5' }],
    [reviewsOutstanding],
  );
  const weeks = useMemo(() => newAccounts.map((w) => weekLabel.format(new Date(`${w.weekStart}T00:00:00Z`))), [newAccounts]);
  const accounts = useMemo<BarSeries[]>(
    () => [{ label: 'New accounts', values: newAccounts.map((w) => w.count), colour: 'var(--color-primary)' }],
    [newAccounts],
  );

  return (
    <div className="dashboard-charts">
      {round.total > 0 ? (
        <BarChart
          title="Applications by programme and status, current round"
          categoryHeading="Programme"
          categories={programmes}
          series={byStatus}
          horizontal
          stacked
        />
      ) : (
        <p className="empty-state">No applications in the current round yet.</p>
      )}
      {reviewsOutstanding.length ? (
        <BarChart
          title="Reviews outstanding per reviewer"
          categoryHeading="Reviewer"
          categories={reviewers}
          series={outstanding}
          horizontal
        />
      ) : (
        <p className="empty-state">No reviews outstanding.</p>
      )}
      <BarChart
        title="New accounts per week (weeks from Monday)"
        categoryHeading="Week of"
        categories={weeks}
        series={accounts}
      />
    </div>
  );
}

/**
 * The back office's figures at a glance, counted by the data service on every visit (GET /admin/dashboard). Charts
 * come from Chart.js, loaded by this screen only.
 */
export function DashboardFigures() {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let current = true;
    data.dashboard
      .figures()
      .then((figures) => current && setState({ status: 'ready', figures }))
      .catch(
        (error: unknown) =>
          current && setState({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong.' }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section className="data-section dashboard-figures" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Figures</h2>
      {state.status === 'loading' ? <Loading label="Counting the figures…" /> : null}
      {state.status === 'error' ? (
        <ErrorPanel title="The figures could not be loaded" onRetry={retry}>
          <p>{state.message}</p>
        </ErrorPanel>
      ) : null}
      {state.status === 'ready' ? <Ready figures={state.figures} /> : null}
    </section>
  );
}

function Ready({ figures }: { figures: Figures }) {
  const { round, reviewsOutstanding, newAccounts, newsletter, giving } = figures;
  const month = monthLabel.format(new Date(`${giving.month}-01T00:00:00Z`));
  return (
    <>
      <dl className="dashboard-stats">
        <Stat
          label="Applications this round"
          value={count.format(round.total)}
          detail={round.programmes.length === 1 ? '1 programme' : `${round.programmes.length} programmes`}
        />
        <Stat label="Decisions released" value={count.format(round.decisionsReleased)} detail="this round" />
        <Stat
          label="Reviews outstanding"
          value={count.format(reviewsOutstanding.reduce((sum, r) => sum + r.outstanding, 0))}
          detail={`${reviewsOutstanding.length} ${reviewsOutstanding.length === 1 ? 'reviewer' : 'reviewers'}`}
        />
        <Stat
          label="New accounts"
          value={count.format(newAccounts.reduce((sum, w) => sum + w.count, 0))}
          detail="last 12 weeks"
        />
        <Stat
          label="Newsletter subscribers"
          value={count.format(newsletter.confirmed)}
          detail={`${count.format(newsletter.newThisMonth)} new in ${month}`}
        />
        <Stat label={`Pledges in ${month}`} value={count.format(giving.pledges.count)} detail={givingDetail(giving.pledges)} />
        <Stat
          label={`Donations in ${month}`}
          value={count.format(giving.donations.count)}
          detail={givingDetail(giving.donations)}
        />
      </dl>
      <Charts figures={figures} />
    </>
  );
}
