import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type DashboardFigures as Figures } from '@sla/data';
import { deferred, installFakeApi, page } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import AdminDashboard from '../screens/AdminDashboard.js';
import { DashboardFigures } from './DashboardFigures.js';

/** Chart.js stand-in: jsdom has no canvas. Records what each chart was asked to draw. */
const drawn: { config: { data: { labels: string[]; datasets: { label: string; data: number[] }[] } } }[] = [];
const chartLoad = vi.hoisted(() => ({ fail: false }));
vi.mock('./loadChart.js', () => ({
  loadChart: () =>
    chartLoad.fail
      ? Promise.reject(new Error('offline'))
      : Promise.resolve(
          class {
            constructor(_canvas: unknown, config: (typeof drawn)[number]['config']) {
              drawn.push({ config });
            }
            destroy() {}
          },
        ),
}));

const byStatus = (draft: number, submitted: number, under_review: number, decided: number, withdrawn: number) => ({
  draft,
  submitted,
  under_review,
  decided,
  withdrawn,
});

const FIGURES: Figures = {
  asOf: '2026-11-25T15:30:00.000Z',
  round: {
    programmes: [
      {
        programId: 'p-stepup',
        name: 'StepUp Scholars',
        opensAt: '2026-10-01T00:00:00.000Z',
        closesAt: null,
        byStatus: byStatus(4, 12, 30, 9, 2),
        total: 57,
        decisionsReleased: 6,
      },
      {
        programId: 'p-dyna',
        name: 'Dynamerge',
        opensAt: null,
        closesAt: null,
        byStatus: byStatus(0, 3, 5, 1, 0),
        total: 9,
        decisionsReleased: 1,
      },
    ],
    total: 66,
    decisionsReleased: 7,
  },
  reviewsOutstanding: [
    { reviewerUid: 'u-ama', name: 'Ama Mensah', email: 'ama@example.org', outstanding: 14 },
    { reviewerUid: 'u-kofi', name: 'kofi@example.org', email: 'kofi@example.org', outstanding: 3 },
  ],
  newAccounts: Array.from({ length: 12 }, (_, week) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + week * 7)).toISOString().slice(0, 10),
    count: week % 3 === 0 ? 0 : week + 1,
  })),
  newsletter: { confirmed: 1234, newThisMonth: 56 },
  giving: {
    month: '2026-11',
    pledges: { count: 4, totals: [{ currency: 'USD', amount: 125.5 }] },
    donations: {
      count: 9,
      totals: [
        { currency: 'USD', amount: 900 },
        { currency: 'KES', amount: 5000 },
      ],
    },
  },
};

function install(figures: () => Promise<Figures>) {
  return installFakeApi({
    getDashboardFigures: vi.fn(figures),
    listAuditLogs: vi.fn(() => Promise.resolve(page([]))),
    recordGuardDenial: vi.fn(() => Promise.resolve()),
  });
}

const region = () => screen.getByRole('region', { name: 'Figures' });
const stat = (label: string) => within(region()).getByText(label, { selector: 'dt' }).closest('.dashboard-stat') as HTMLElement;
const table = (title: string) => within(region()).getByRole('table', { name: title });
const rowOf = (title: string, name: string) => within(table(title)).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Dashboard figures', () => {
  beforeEach(() => {
    drawn.length = 0;
    chartLoad.fail = false;
    signInAs('admin');
  });

  it('shows each figure, with a chart and a table of the same figures', async () => {
    install(() => Promise.resolve(FIGURES));
    render(<DashboardFigures />);

    await within(region()).findByText('Applications this round');
    expect(within(stat('Applications this round')).getByText('66')).toBeTruthy();
    expect(within(stat('Decisions released')).getByText('7')).toBeTruthy();
    expect(within(stat('Reviews outstanding')).getByText('17')).toBeTruthy();
    const weeksTotal = FIGURES.newAccounts.reduce((sum, w) => sum + w.count, 0);
    expect(within(stat('New accounts')).getByText(String(weeksTotal))).toBeTruthy();
    expect(within(stat('Newsletter subscribers')).getByText('1,234')).toBeTruthy();
    expect(within(stat('Newsletter subscribers')).getByText('56 new in November 2026')).toBeTruthy();
    expect(within(stat('Pledges in November 2026')).getByText('4')).toBeTruthy();
    expect(within(stat('Pledges in November 2026')).getByText(/125\.50/)).toBeTruthy();
    expect(within(stat('Donations in November 2026')).getByText(/900\.00.*\+.*5,000\.00/)).toBeTruthy();

    const statuses = 'Applications by programme and status, current round';
    expect(
      within(rowOf(statuses, 'StepUp Scholars'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '12', '30', '9', '2']);
    expect(within(rowOf('Reviews outstanding per reviewer', 'Ama Mensah')).getByRole('cell').textContent).toBe('14');
    expect(within(table('New accounts per week (weeks from Monday)')).getAllByRole('row')).toHaveLength(13);

    // Three charts, drawn from the same figures as the tables.
    await vi.waitFor(() => expect(drawn).toHaveLength(3));
    const [applications, reviewers, weeks] = drawn.map((chart) => chart.config.data);
    expect(applications!.labels).toEqual(['StepUp Scholars', 'Dynamerge']);
    expect(applications!.datasets.find((set) => set.label === 'Under review')!.data).toEqual([30, 5]);
    expect(reviewers!.datasets[0]!.data).toEqual([14, 3]);
    expect(weeks!.datasets[0]!.data).toEqual(FIGURES.newAccounts.map((w) => w.count));
    expect(weeks!.labels[0]).toBe('7 Sept');
  });

  it('says it is counting while the figures load', async () => {
    const pending = deferred<Figures>();
    install(() => pending.promise);
    render(<DashboardFigures />);
    expect(within(region()).getByRole('status').textContent).toContain('Counting the figures');
    pending.resolve(FIGURES);
    expect(await within(region()).findByText('66')).toBeTruthy();
    expect(within(region()).queryByRole('status')).toBeNull();
  });

  it('offers Retry when the figures cannot be loaded, and shows them once they can', async () => {
    const client = install(() => Promise.reject(new DataError('unavailable', 'The data service is not reachable.')));
    render(<DashboardFigures />);
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toContain('The figures could not be loaded');
    expect(alert.textContent).toContain('The data service is not reachable.');

    client.getDashboardFigures.mockResolvedValueOnce(FIGURES);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(region()).findByText('66')).toBeTruthy();
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(client.getDashboardFigures).toHaveBeenCalledTimes(2);
  });

  it('says so when the round has no applications and nobody has reviews to do', async () => {
    install(() =>
      Promise.resolve({
        ...FIGURES,
        round: {
          programmes: [{ ...FIGURES.round.programmes[1]!, byStatus: byStatus(0, 0, 0, 0, 0), total: 0, decisionsReleased: 0 }],
          total: 0,
          decisionsReleased: 0,
        },
        reviewsOutstanding: [],
      }),
    );
    render(<DashboardFigures />);
    expect(await within(region()).findByText('No applications in the current round yet.')).toBeTruthy();
    expect(within(region()).getByText('No reviews outstanding.')).toBeTruthy();
    expect(within(stat('Applications this round')).getByText('0')).toBeTruthy();
    expect(within(region()).queryByRole('table', { name: /by programme and status/ })).toBeNull();
    // The weeks still get their chart.
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
  });

  it('shows the tables themselves when the chart library cannot be loaded', async () => {
    chartLoad.fail = true;
    install(() => Promise.resolve(FIGURES));
    render(<DashboardFigures />);
    await within(region()).findByText('66');
    await vi.waitFor(() =>
      expect(table('Reviews outstanding per reviewer').parentElement!.classList.contains('visually-hidden')).toBe(false),
    );
    expect(drawn).toHaveLength(0);
  });

  it('sits on the admin dashboard, above the staff areas and the latest activity', async () => {
    install(() => Promise.resolve(FIGURES));
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <AdminDashboard />
      </MemoryRouter>,
    );
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    expect(headings.indexOf('Figures')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Figures')).toBeLessThan(headings.indexOf('Latest activity'));
    expect(await within(region()).findByText('66')).toBeTruthy();
  });
});
