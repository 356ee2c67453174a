import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type AuditEntry, type Page } from '@sla/data';
import type { ListAuditLogsQuery } from '@sla/data/schemas';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import AdminDashboard from './AdminDashboard.js';

type ListFn = (query?: ListAuditLogsQuery) => Promise<Page<AuditEntry>>;

const roleChange: AuditEntry = {
  id: 'a-1',
  type: 'role_change',
  userId: 'u-fatou',
  previousRole: 'applicant',
  newRole: 'student',
  changedBy: 'u-admin',
  reason: 'Accepted to the 2025 cohort',
  timestamp: '2025-03-03T14:05:00.000Z',
  ipAddress: '',
  userAgent: '',
};

const refusal: AuditEntry = {
  id: 'a-2',
  type: 'permission_check',
  userId: 'u-kwame',
  permission: 'admin.users',
  granted: false,
  context: { path: '/admin/users' },
  timestamp: '2025-03-02T09:30:00.000Z',
};

const refusedAction: AuditEntry = {
  id: 'a-3',
  type: 'permission_check',
  userId: 'u-amina',
  permission: 'roles.assign',
  granted: false,
  context: { action: 'assignRole' },
  timestamp: '2025-03-01T08:00:00.000Z',
};

function renderDashboard() {
  return render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminDashboard />
    </MemoryRouter>,
  );
}

const activity = () => screen.getByRole('region', { name: 'Latest activity' });
const calls = (list: ReturnType<typeof vi.fn<ListFn>>) => list.mock.calls.map(([query]) => query);
const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Admin dashboard', () => {
  beforeEach(() => signInAs('admin'));

  it('keeps the greeting and the links to the staff areas', async () => {
    installFakeData({ auditLogs: { list: vi.fn<ListFn>().mockResolvedValue(page([])) } });
    renderDashboard();
    expect(screen.getByText('Welcome, Acting User.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Users and roles/ })).toBeTruthy();
    const cards = screen.getByRole('navigation', { name: 'Staff areas' });
    expect(
      within(cards)
        .getByRole('link', { name: /^Supporters/ })
        .getAttribute('href'),
    ).toBe('/admin/supporters');
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });

  it('shows the latest entries of both types, asking for the default page', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([roleChange, refusal, refusedAction]));
    installFakeData({ auditLogs: { list } });
    renderDashboard();

    await screen.findByText('applicant → student by u-admin: Accepted to the 2025 cohort');
    expect(calls(list)).toEqual([{}]);
    const table = within(activity()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Type', 'User', 'Details']);

    const change = rowWith('applicant → student by u-admin: Accepted to the 2025 cohort');
    expect(within(change).getByText('Role change')).toBeTruthy();
    expect(within(change).getByRole('button', { name: 'Show activity for u-fatou' })).toBeTruthy();
    const when = change.querySelector('time');
    expect(when?.getAttribute('datetime')).toBe('2025-03-03T14:05:00.000Z');
    expect(when?.textContent).toMatch(/^\d{1,2} Mar 2025, \d{2}:\d{2}$/);

    const refused = rowWith('admin.users refused on /admin/users');
    expect(within(refused).getByText('Access refused')).toBeTruthy();
    expect(within(refused).getByRole('button', { name: 'Show activity for u-kwame' })).toBeTruthy();
    expect(within(rowWith('roles.assign refused on assignRole')).getByText('Access refused')).toBeTruthy();
    expect(screen.getByText('Showing 3 entries.')).toBeTruthy();
  });

  it('filters by a user id typed in, and clears the filter', async () => {
    const list = vi.fn<ListFn>(async (query) => page(query?.userId === 'u-kwame' ? [refusal] : [roleChange, refusal]));
    installFakeData({ auditLogs: { list } });
    renderDashboard();
    await screen.findByText('Role change');

    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: ' u-kwame ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls(list)).toEqual([{}, { userId: 'u-kwame' }]));
    await waitFor(() => expect(screen.queryByText('Role change')).toBeNull());
    expect(screen.getByText('admin.users refused on /admin/users')).toBeTruthy();
    expect(within(activity()).getByText(/Showing activity for/).textContent).toContain('u-kwame');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(calls(list)).toEqual([{}, { userId: 'u-kwame' }, {}]));
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Role change')).toBeTruthy();
  });

  it('filters by a user id clicked in the table', async () => {
    const list = vi.fn<ListFn>(async (query) => page(query?.userId ? [roleChange] : [roleChange, refusal]));
    installFakeData({ auditLogs: { list } });
    renderDashboard();

    fireEvent.click(await screen.findByRole('button', { name: 'Show activity for u-fatou' }));
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ userId: 'u-fatou' }));
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('u-fatou');
    await waitFor(() => expect(screen.queryByText('admin.users refused on /admin/users')).toBeNull());
  });

  it('shows older entries with the cursor, keeping the user filter', async () => {
    const list = vi.fn<ListFn>(async (query) => (query?.cursor ? page([refusedAction]) : page([roleChange, refusal], 'older-1')));
    installFakeData({ auditLogs: { list } });
    renderDashboard();
    await screen.findByText('Showing 2 entries, older ones available.');

    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('roles.assign refused on assignRole');
    expect(calls(list).at(-1)).toEqual({ cursor: 'older-1' });
    expect(screen.getByText('Role change')).toBeTruthy();
    expect(screen.getByText('Showing 3 entries.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();

    fireEvent.change(screen.getByLabelText('User ID'), { target: { value: 'u-amina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ userId: 'u-amina', cursor: 'older-1' }));
  });

  it('shows an error with Retry when the log cannot be read', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('forbidden', 'You cannot read the audit log.'))
      .mockResolvedValueOnce(page([]));
    installFakeData({ auditLogs: { list } });
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You cannot read the audit log.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });
});
