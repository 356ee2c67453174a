import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type AuditEntry } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import AdminDashboard from './AdminDashboard.js';

type ListFn = OperationFake<'listAuditLogs'>;

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
const calls = (list: ReturnType<typeof vi.fn<ListFn>>) => list.mock.calls.map(([input]) => input.query);

describe('Admin dashboard', () => {
  beforeEach(() => signInAs('admin'));

  it('keeps the greeting and the links to the staff areas', async () => {
    installFakeData({ listAuditLogs: vi.fn<ListFn>().mockResolvedValue(page([])) });
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

  it('previews the latest activity in words, refusals grouped, with a link to the whole log', async () => {
    const again = { ...refusal, id: 'a-2b', timestamp: '2025-03-02T09:00:00.000Z' };
    const list = vi.fn<ListFn>().mockResolvedValue(page([roleChange, refusal, again, refusedAction], 'older-1'));
    installFakeData({ listAuditLogs: list });
    renderDashboard();

    await within(activity()).findByText('Applicant → Student by u-admin: Accepted to the 2025 cohort');
    expect(calls(list)).toEqual([{ limit: 10 }]);
    const table = within(activity()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'What', 'Person', 'Details']);
    expect(within(activity()).getByText('Access refused ×2')).toBeTruthy();
    expect(within(activity()).getByText('was refused assignRole (needs roles.assign)')).toBeTruthy();
    // A preview: no paging, the log itself is one link away.
    expect(within(activity()).queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(within(activity()).getByRole('link', { name: 'Open the activity log' }).getAttribute('href')).toBe('/admin/activity');
  });

  it('shows an error with Retry when the log cannot be read', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('forbidden', 'You cannot read the audit log.'))
      .mockResolvedValueOnce(page([]));
    installFakeData({ listAuditLogs: list });
    renderDashboard();

    const alert = await within(activity()).findByRole('alert');
    expect(alert.textContent).toContain('You cannot read the audit log.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(activity()).findByText('No activity yet.')).toBeTruthy();
  });
});
