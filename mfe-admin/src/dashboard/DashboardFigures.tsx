import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { api, routes, type DashboardFigures as Figures, type GivingFigures } from '@sla/data';
import { formatDateTime, formatNumber, msg, t } from '@sla/i18n';
import { ErrorPanel, Loading } from '@sla/ui';
import { APPLICATION_STATUSES } from '@sla/contract/schemas';
import { formatAmount } from '../format.js';
import { STATUS_LABELS } from '../review/labels.js';
import { BarChart, type BarSeries } from './BarChart.js';
import './dashboard.css';

const count = (value: number) => formatNumber(value);
/** "7 Sept", the Monday a week starts on (a calendar date, so in UTC). */
const weekLabel = (day: string) => formatDateTime(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "November 2026". */
const monthLabel = (month: string) =>
  formatDateTime(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

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
  giving.totals.length ? giving.totals.map((total) => formatAmount(total.amount, total.currency)).join(' + ') : t('Nothing yet');

function Charts({ figures }: { figures: Figures }) {
  const { round, reviewsOutstanding, newAccounts } = figures;
  const programmes = useMemo(() => round.programmes.map((p) => p.name), [round]);
  const byStatus = useMemo<BarSeries[]>(
    () =>
      APPLICATION_STATUSES.map((status) => ({
        label: t(STATUS_LABELS[status]),
        values: round.programmes.map((p) => p.byStatus[status]),
        colour: STATUS_COLOURS[status],
      })),
    [round],
  );
  const reviewers = useMemo(() => reviewsOutstanding.map((r) => r.name), [reviewsOutstanding]);
  const outstanding = useMemo<BarSeries[]>(
    () => [{ label: t('Reviews outstanding'), values: reviewsOutstanding.map((r) => r.outstanding), colour: '#2f7fb5' }],
    [reviewsOutstanding],
  );
  const weeks = useMemo(() => newAccounts.map((w) => weekLabel(w.weekStart)), [newAccounts]);
  const accounts = useMemo<BarSeries[]>(
    () => [{ label: t('New accounts'), values: newAccounts.map((w) => w.count), colour: 'var(--color-primary)' }],
    [newAccounts],
  );

  return (
    <div className="dashboard-charts">
      {round.total > 0 ? (
        <BarChart
          title={t('Applications by programme and status, current round')}
          categoryHeading={t('Programme')}
          categories={programmes}
          series={byStatus}
          horizontal
          stacked
        />
      ) : (
        <p className="empty-state">{t('No applications in the current round yet.')}</p>
      )}
      {reviewsOutstanding.length ? (
        <BarChart
          title={t('Reviews outstanding per reviewer')}
          categoryHeading={t('Reviewer')}
          categories={reviewers}
          series={outstanding}
          horizontal
        />
      ) : (
        <p className="empty-state">{t('No reviews outstanding.')}</p>
      )}
      <BarChart
        title={t('New accounts per week (weeks from Monday)')}
        categoryHeading={t('Week of')}
        categories={weeks}
        series={accounts}
      />
    </div>
  );
}

/**
 * The back office's figures at a glance, counted by the data service on every visit (GET /admin/dashboard). Charts
 * are drawn in HTML and CSS (BarChart), so the screen needs no chart library.
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
    api(routes.getDashboardFigures)
      .then((figures) => current && setState({ status: 'ready', figures }))
      .catch(
        (error: unknown) =>
          current &&
          setState({ status: 'error', message: error instanceof Error ? error.message : msg('Something went wrong.') }),
      );
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section className="data-section dashboard-figures" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Figures')}</h2>
      {state.status === 'loading' ? <Loading label={t('Counting the figures…')} /> : null}
      {state.status === 'error' ? (
        <ErrorPanel title={t('The figures could not be loaded')} onRetry={retry}>
          <p>{t(state.message)}</p>
        </ErrorPanel>
      ) : null}
      {state.status === 'ready' ? <Ready figures={state.figures} /> : null}
    </section>
  );
}

function Ready({ figures }: { figures: Figures }) {
  const { round, reviewsOutstanding, newAccounts, newsletter, giving } = figures;
  const month = monthLabel(giving.month);
  return (
    <>
      <dl className="dashboard-stats">
        <Stat
          label={t('Applications this round')}
          value={count(round.total)}
          detail={t('{count, plural, one {# programme} other {# programmes}}', { count: round.programmes.length })}
        />
        <Stat label={t('Decisions released')} value={count(round.decisionsReleased)} detail={t('this round')} />
        <Stat
          label={t('Reviews outstanding')}
          value={count(reviewsOutstanding.reduce((sum, r) => sum + r.outstanding, 0))}
          detail={t('{count, plural, one {# reviewer} other {# reviewers}}', { count: reviewsOutstanding.length })}
        />
        <Stat
          label={t('New accounts')}
          value={count(newAccounts.reduce((sum, w) => sum + w.count, 0))}
          detail={t('last 12 weeks')}
        />
        <Stat
          label={t('Newsletter subscribers')}
          value={count(newsletter.confirmed)}
          detail={t('{count} new in {month}', { count: count(newsletter.newThisMonth), month })}
        />
        <Stat
          label={t('Pledges in {month}', { month })}
          value={count(giving.pledges.count)}
          detail={givingDetail(giving.pledges)}
        />
        <Stat
          label={t('Donations in {month}', { month })}
          value={count(giving.donations.count)}
          detail={givingDetail(giving.donations)}
        />
      </dl>
      <Charts figures={figures} />
    </>
  );
}
