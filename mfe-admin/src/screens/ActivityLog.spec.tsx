import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type NamedAuditEntry } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import ActivityLog from './ActivityLog.js';

type ListFn = OperationFake<'listAuditLogs'>;
type CsvFn = OperationFake<'exportAuditLogs'>;

const ada = { uid: 'u-ada', displayName: 'Ada Admin', email: 'ada@example.org' };
const jane = { uid: 'u-jane', displayName: 'Jane Doe', email: 'jane@example.org' };

const promoted: NamedAuditEntry = {
  id: 'a-1',
  type: 'role_change',
  userId: 'u-jane',
  previousRole: 'applicant',
  newRole: 'student',
  changedBy: 'u-ada',
  reason: 'Accepted to the 2025 cohort',
  timestamp: '2025-03-03T14:05:00.000Z',
  ipAddress: '',
  userAgent: '',
  person: jane,
  actor: ada,
};
const refusal = (id: string, timestamp: string): NamedAuditEntry => ({
  id,
  type: 'permission_check',
  userId: 'u-jane',
  permission: 'manage_users',
  granted: false,
  context: { path: '/admin/users' },
  timestamp,
  person: jane,
});
const refusals = [
  refusal('r-3', '2025-03-02T11:00:00.000Z'),
  refusal('r-2', '2025-03-02T10:00:00.000Z'),
  refusal('r-1', '2025-03-02T09:00:00.000Z'),
];
const suspended: NamedAuditEntry = {
  id: 'e-1',
  type: 'account_event',
  userId: 'u-gone',
  action: 'suspended',
  actorId: 'u-ada',
  reason: 'Spam',
  context: {},
  timestamp: '2025-03-01T08:00:00.000Z',
  actor: ada,
};
const settings: NamedAuditEntry = {
  id: 's-1',
  type: 'settings_change',
  userId: 'u-ada',
  changes: [{ key: 'siteName', from: 'Old', to: 'New' }],
  timestamp: '2025-02-28T08:00:00.000Z',
  person: ada,
};

function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}
const url = () => screen.getByTestId('url').textContent;

function renderLog(entry = '/admin/activity') {
  window.history.replaceState({}, '', entry.split('?')[0]);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ActivityLog />
      <UrlProbe />
    </MemoryRouter>,
  );
}
const calls = (fn: ReturnType<typeof vi.fn<ListFn>> | ReturnType<typeof vi.fn<CsvFn>>) =>
  fn.mock.calls.map(([input]) => input.query);
const rowWith = (text: string | RegExp) => screen.getByText(text).closest('tr') as HTMLElement;

let downloads: string[];
beforeEach(() => {
  signInAs('admin');
  downloads = [];
  Object.defineProperty(URL, 'createObjectURL', {
    value: vi.fn(() => 'blob:http://localhost/f'),
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('Activity log', () => {
  it('names people and says what happened, in words, for every kind of entry', async () => {
    installFakeData({ listAuditLogs: vi.fn<ListFn>().mockResolvedValue(page([promoted, suspended, settings])) });
    renderLog();

    await screen.findByText('Applicant → Student by Ada Admin: Accepted to the 2025 cohort');
    const change = rowWith('Applicant → Student by Ada Admin: Accepted to the 2025 cohort');
    expect(within(change).getByText('Role change')).toBeTruthy();
    expect(within(change).getByText('Jane Doe')).toBeTruthy();
    expect(within(change).getByText('jane@example.org')).toBeTruthy();
    expect(screen.getByText('Account suspended by Ada Admin: Spam')).toBeTruthy();
    // No profile left: the bare id, said so.
    expect(within(rowWith('Account suspended by Ada Admin: Spam')).getByText('No profile')).toBeTruthy();
    expect(screen.getByText('Changed siteName from Old to New')).toBeTruthy();
    expect(screen.queryByText(/u-jane/)).toBeNull();
  });

  it("names a team's release key as such, and says what went live", async () => {
    const release: NamedAuditEntry = {
      id: '9',
      type: 'release_change',
      userId: 'release-key:mfe-public',
      action: 'rollback',
      project: 'mfe-public',
      release: '20261129T031519Z-6185980',
      previous: '20261129T031523Z-6185980',
      by: 'Public team (mfe-public key)',
      timestamp: '2026-11-29T03:16:00.000Z',
    };
    installFakeData({ listAuditLogs: vi.fn<ListFn>().mockResolvedValue(page([release])) });
    renderLog();

    const details = 'mfe-public back on 20261129T031519Z-6185980 (was 20261129T031523Z-6185980), by Public team (mfe-public key)';
    await screen.findByText(details);
    const row = rowWith(details);
    expect(within(row).getByText('Release rolled back')).toBeTruthy();
    expect(within(row).getByText('mfe-public release key')).toBeTruthy();
    // A key is not a person whose profile is gone.
    expect(within(row).queryByText('No profile')).toBeNull();
  });

  it('groups repeated refusals into one row that opens to list each', async () => {
    installFakeData({ listAuditLogs: vi.fn<ListFn>().mockResolvedValue(page([promoted, ...refusals])) });
    renderLog();

    const group = (await screen.findByText('Access refused ×3')).closest('tr') as HTMLElement;
    expect(group.textContent).toContain('tried to open Users and roles (/admin/users), 3 times: first');
    expect(
      within(group)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2025-03-02T11:00:00.000Z', '2025-03-02T09:00:00.000Z', '2025-03-02T11:00:00.000Z']);
    expect(screen.queryAllByText('tried to open Users and roles (/admin/users)')).toHaveLength(0);

    const toggle = within(group).getByRole('button', { name: 'Show each of the 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getAllByText('tried to open Users and roles (/admin/users)')).toHaveLength(3);
    expect(within(group).getByRole('button', { name: 'Hide each' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'Hide each' }));
    expect(screen.queryAllByText('tried to open Users and roles (/admin/users)')).toHaveLength(0);
  });

  it('links a name to the person’s page for an admin; staff, who cannot open it, filter by the person instead', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([promoted]));
    installFakeData({ listAuditLogs: list });
    const { unmount } = renderLog();
    const link = await screen.findByRole('link', { name: 'Jane Doe' });
    expect(link.getAttribute('href')).toBe('/admin/users/u-jane');
    unmount();

    signInAs('staff');
    renderLog();
    const button = await screen.findByRole('button', { name: 'Show activity for Jane Doe' });
    expect(screen.queryByRole('link', { name: 'Jane Doe' })).toBeNull();
    fireEvent.click(button);
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ person: 'u-jane' }));
    expect(url()).toBe('?person=u-jane');
    expect((screen.getByLabelText(/^Person/) as HTMLInputElement).value).toBe('u-jane');
  });

  it('reads its filters from the URL and writes changes back to it', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([]));
    installFakeData({ listAuditLogs: list });
    renderLog('/admin/activity?kind=access_refused&person=jane&from=2025-03-01&to=2025-03-31&kind=ignored');

    expect(await screen.findByText('No refusals match these filters.')).toBeTruthy();
    expect(calls(list)).toEqual([{ kind: 'access_refused', person: 'jane', from: '2025-03-01', to: '2025-03-31' }]);
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('access_refused');
    expect((screen.getByLabelText(/^From/) as HTMLInputElement).value).toBe('2025-03-01');

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'role_change' } });
    await waitFor(() =>
      expect(calls(list).at(-1)).toEqual({ kind: 'role_change', person: 'jane', from: '2025-03-01', to: '2025-03-31' }),
    );
    expect(new URLSearchParams(url() ?? '').get('kind')).toBe('role_change');
    expect(await screen.findByText('No role changes match these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '' } });
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ kind: 'role_change', person: 'jane', to: '2025-03-31' }));

    fireEvent.change(screen.getByLabelText(/^Person/), { target: { value: ' ada@example ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ kind: 'role_change', person: 'ada@example', to: '2025-03-31' }));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls(list).at(-1)).toEqual({}));
    expect(url()).toBe('');
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('keeps a kind chosen while a typed person is still waiting to apply', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([]));
    installFakeData({ listAuditLogs: list });
    renderLog();
    await screen.findByText('No activity yet.');
    fireEvent.change(screen.getByLabelText(/^Person/), { target: { value: 'jane' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'role_change' } });
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ kind: 'role_change', person: 'jane' }));
    expect(new URLSearchParams(url() ?? '').get('kind')).toBe('role_change');
  });

  it('says beside the dates when they are the wrong way round, without asking the service', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([]));
    installFakeData({ listAuditLogs: list });
    renderLog('/admin/activity?from=2025-03-05&to=2025-03-01');

    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(screen.getByText('Correct the filters above to see the activity.')).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the CSV of the current filters', async () => {
    const exportCsv = vi.fn<CsvFn>().mockResolvedValue(new Blob(['when\r\n']));
    installFakeData({ listAuditLogs: vi.fn<ListFn>().mockResolvedValue(page([promoted])), exportAuditLogs: exportCsv });
    renderLog('/admin/activity?kind=role_change&person=jane');
    await screen.findByText('Jane Doe');

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['activity-log.csv']));
    expect(calls(exportCsv)).toEqual([{ kind: 'role_change', person: 'jane' }]);
  });

  it('shows older entries with the cursor, keeping the filters, and joins a group cut by the page boundary', async () => {
    const list = vi.fn<ListFn>(async ({ query }) =>
      query?.cursor ? page(refusals.slice(1)) : page([promoted, refusals[0]!], 'older-1'),
    );
    installFakeData({ listAuditLogs: list });
    renderLog('/admin/activity?kind=access_refused');
    await screen.findByText('Showing 2 entries, older ones available.');
    expect(screen.queryByText(/×/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText('Access refused ×3')).toBeTruthy();
    expect(calls(list).at(-1)).toEqual({ kind: 'access_refused', cursor: 'older-1' });
  });

  it('shows what went wrong, with Retry', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('forbidden', 'You cannot read the audit log.'))
      .mockResolvedValueOnce(page([]));
    installFakeData({ listAuditLogs: list });
    renderLog();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You cannot read the audit log.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });
});
