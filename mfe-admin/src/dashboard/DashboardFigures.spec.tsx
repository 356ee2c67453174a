import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type DashboardFigures as Figures } from '@sla/data';
import { deferred, installFakeApi, page } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import AdminDashboard from '../screens/AdminDashboard.js';
import { DashboardFigures } from './DashboardFigures.js';

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
/** The picture of a chart: hidden from assistive technology, so found through the figure it illustrates. */
const drawing = (title: string) => {
  const picture = within(region()).getByRole('figure', { name: title }).querySelector('.bar-chart') as HTMLElement;
  expect(picture.getAttribute('aria-hidden')).toBe('true');
  return picture;
};
const all = (root: Element, selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
const texts = (root: Element, selector: string) => all(root, selector).map((element) => element.textContent);
const parts = (root: Element) => all(root, '.bar-chart__part').map((part) => [part.title, part.style.width || part.style.height]);

describe('Dashboard figures', () => {
  beforeEach(() => {
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

    // The screen-reader tables stay out of sight, under charts drawn from the same figures.
    expect(table(statuses).parentElement!.classList.contains('visually-hidden')).toBe(true);

    // Stacked by status: totals of 57 and 9 on a scale to 60, a legend for the five statuses.
    const applications = drawing(statuses);
    expect(texts(applications, '.bar-chart__key')).toEqual(['Draft', 'Submitted', 'Under review', 'Decided', 'Withdrawn']);
    expect(texts(applications, '.bar-chart__label')).toEqual(['StepUp Scholars', 'Dynamerge']);
    expect(texts(applications, '.bar-chart__value')).toEqual(['57', '9']);
    expect(texts(applications, '.bar-chart__tick')).toEqual(['0', '20', '40', '60']);
    const [stepUp, dyna] = all(applications, '.bar-chart__track');
    expect(parts(stepUp!)).toEqual([
      ['Draft: 4', '6.667%'],
      ['Submitted: 12', '20%'],
      ['Under review: 30', '50%'],
      ['Decided: 9', '15%'],
      ['Withdrawn: 2', '3.333%'],
    ]);
    // No piece for the statuses with none.
    expect(parts(dyna!).map(([title]) => title)).toEqual(['Submitted: 3', 'Under review: 5', 'Decided: 1']);

    // One series: no legend, one bar per reviewer on a scale to 15.
    const reviewers = drawing('Reviews outstanding per reviewer');
    expect(applications.querySelector('.bar-chart__legend')).not.toBeNull();
    expect(reviewers.querySelector('.bar-chart__legend')).toBeNull();
    expect(texts(reviewers, '.bar-chart__label')).toEqual(['Ama Mensah', 'kofi@example.org']);
    expect(parts(reviewers)).toEqual([
      ['Reviews outstanding: 14', '93.333%'],
      ['Reviews outstanding: 3', '20%'],
    ]);
    expect(texts(reviewers, '.bar-chart__tick')).toEqual(['0', '5', '10', '15']);

    // Weeks as columns, each labelled with its Monday; the empty weeks draw nothing.
    const weeks = drawing('New accounts per week (weeks from Monday)');
    expect(all(weeks, '.bar-chart__column')).toHaveLength(12);
    expect(texts(weeks, '.bar-chart__label')[0]).toBe('7 Sept');
    expect(
      all(weeks, '.bar-chart__column').map((column) => column.querySelector<HTMLElement>('.bar-chart__part')?.style.height),
    ).toEqual(FIGURES.newAccounts.map((w) => (w.count ? `${Math.round((w.count / 15) * 100_000) / 1000}%` : undefined)));
    expect(parts(weeks).at(-1)).toEqual(['New accounts: 12', '80%']);
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
        newAccounts: FIGURES.newAccounts.map((w) => ({ ...w, count: 0 })),
      }),
    );
    render(<DashboardFigures />);
    expect(await within(region()).findByText('No applications in the current round yet.')).toBeTruthy();
    expect(within(region()).getByText('No reviews outstanding.')).toBeTruthy();
    expect(within(stat('Applications this round')).getByText('0')).toBeTruthy();
    expect(within(region()).queryByRole('table', { name: /by programme and status/ })).toBeNull();
    // The weeks still get their chart: empty columns on a scale of 0 to 1.
    const weeks = drawing('New accounts per week (weeks from Monday)');
    expect(all(weeks, '.bar-chart__column')).toHaveLength(12);
    expect(all(weeks, '.bar-chart__part')).toHaveLength(0);
    expect(texts(weeks, '.bar-chart__tick')).toEqual(['0', '1']);
    expect(weeks.innerHTML).not.toContain('NaN');
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
