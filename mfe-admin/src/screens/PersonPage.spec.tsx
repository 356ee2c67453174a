import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type PersonPage as Person } from '@sla/data';
import { deferred, installFakeData, page, profile, signInAs } from '../testing/fakeData.js';
import PersonPage from './PersonPage.js';

const KOFI: Person = {
  profile: profile('u-kofi', 'Kofi Mensah', 'student', { email: 'kofi@example.org', requestedRole: 'alumni' }),
  suspension: null,
  signIn: {
    emailVerified: false,
    disabled: false,
    lastSignInAt: '2026-11-02T09:30:00.000Z',
    providers: ['password', 'google.com'],
  },
  roleHistory: [
    {
      id: '7',
      previousRole: 'applicant',
      newRole: 'student',
      reason: 'Accepted into StepUp',
      timestamp: '2026-10-01T10:00:00.000Z',
      changedBy: 'u-ada',
      changedByName: 'Ada Admin',
    },
  ],
  applications: [
    {
      id: 'app-1',
      programName: 'StepUp Scholars',
      status: 'decided',
      decision: 'accepted',
      submittedAt: '2026-08-01T10:00:00.000Z',
      createdAt: '2026-07-20T10:00:00.000Z',
    },
  ],
  messages: [{ id: 'm1', kind: 'contact', message: 'When do results come out?', createdAt: '2026-08-10T10:00:00.000Z' }],
};

function renderPerson(uid = 'u-kofi') {
  return render(
    <MemoryRouter initialEntries={[`/admin/users/${uid}`]}>
      <Routes>
        <Route path="/admin/users/:id" element={<PersonPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const noActivity = vi.fn(async () => page([]));

describe('a person’s page', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the account, its role history, applications, messages and activity', async () => {
    const list = vi.fn(async () => page([]));
    installFakeData({ getPerson: vi.fn(async () => KOFI), listAuditLogs: list });
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Mensah' })).toBeTruthy();
    expect(screen.getByText('Not confirmed')).toBeTruthy();
    expect(screen.getByText('Password, Google')).toBeTruthy();
    expect(screen.getByText('Alumni', { selector: 'dd' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Role history' });
    expect(within(history).getByText('Applicant → Student')).toBeTruthy();
    expect(within(history).getByText(/by Ada Admin/)).toBeTruthy();
    expect(within(history).getByText('“Accepted into StepUp”')).toBeTruthy();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'StepUp Scholars' }).getAttribute('href')).toBe(
      '/admin/applications/app-1',
    );
    expect(within(applications).getByText('Accepted')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Messages to staff' })).getByText('When do results come out?')).toBeTruthy();
    expect(await screen.findByText('Nothing in the activity log about this person yet.')).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ query: { personUid: 'u-kofi', limit: 10 } });
  });

  it('suspends with a reason checked before sending, then shows the suspension and offers Restore', async () => {
    const suspended: Person = {
      ...KOFI,
      suspension: { at: '2026-11-27T10:00:00.000Z', byName: 'Acting User', reason: 'Shared the account' },
    };
    const suspend = vi.fn(async () => ({ person: suspended, warning: null }));
    const restore = vi.fn(async () => ({ person: KOFI, warning: null }));
    installFakeData({
      getPerson: vi.fn(async () => KOFI),
      suspendAccount: suspend,
      restoreAccount: restore,
      listAuditLogs: noActivity,
    });
    renderPerson();
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Kofi Mensah' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect(await within(dialog).findByText('Say why the account is suspended.')).toBeTruthy();
    expect(suspend).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Shared the account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the account' }));
    expect(await screen.findByText('Kofi Mensah is suspended.')).toBeTruthy();
    expect(suspend).toHaveBeenCalledWith({ params: { uid: 'u-kofi' }, body: { reason: 'Shared the account' } });
    expect(screen.getByText(/Suspended by Acting User/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore the account' }));
    expect(await screen.findByText('Kofi Mensah is restored and can sign in again.')).toBeTruthy();
    expect(restore).toHaveBeenCalledWith({ params: { uid: 'u-kofi' } });
  });

  it('re-sends the verification e-mail only while the address is unconfirmed, and shows a refusal', async () => {
    const sendVerification = vi
      .fn()
      .mockResolvedValueOnce({ sentTo: 'kofi@example.org' })
      .mockRejectedValueOnce(new DataError('unavailable', 'Firebase did not answer.'));
    installFakeData({ getPerson: vi.fn(async () => KOFI), sendVerification, listAuditLogs: noActivity });
    renderPerson();
    fireEvent.click(await screen.findByRole('button', { name: 'Re-send verification e-mail' }));
    expect(await screen.findByText('A new confirmation link is on its way to kofi@example.org.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-send verification e-mail' }));
    expect(await screen.findByText('Firebase did not answer.')).toBeTruthy();
  });

  it('offers no verification when confirmed or unknown, and no suspension of one’s own account', async () => {
    const self: Person = {
      ...KOFI,
      profile: { ...KOFI.profile, uid: 'acting-user' },
      signIn: { ...KOFI.signIn!, emailVerified: true },
    };
    installFakeData({ getPerson: vi.fn(async () => self), listAuditLogs: noActivity });
    renderPerson('acting-user');
    await screen.findByRole('button', { name: 'Change role' });
    expect(screen.queryByRole('button', { name: 'Re-send verification e-mail' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.getByText('Confirmed')).toBeTruthy();
  });

  it('says when Firebase could not be asked, and that lists are empty', async () => {
    const bare: Person = { ...KOFI, signIn: null, roleHistory: [], applications: [], messages: [] };
    installFakeData({ getPerson: vi.fn(async () => bare), listAuditLogs: noActivity });
    renderPerson();
    expect(await screen.findByText('Firebase could not be asked')).toBeTruthy();
    expect(screen.getByText(/No role changes yet/)).toBeTruthy();
    expect(screen.getByText('No applications.')).toBeTruthy();
    expect(screen.getByText('No messages from this address.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-send verification e-mail' })).toBeNull();
  });

  it('says plainly when there is no such person, and offers Retry when loading fails', async () => {
    installFakeData({ getPerson: vi.fn(async () => Promise.reject(new DataError('not_found', 'No such person.'))) });
    const { unmount } = renderPerson('nobody');
    expect(await screen.findByText('We could not find that person')).toBeTruthy();
    unmount();
    installFakeData({ getPerson: vi.fn(async () => Promise.reject(new DataError('unavailable', 'Busy.'))) });
    renderPerson();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says it is loading', () => {
    installFakeData({ getPerson: vi.fn(() => deferred<Person>().promise) });
    renderPerson();
    expect(screen.getByText('Loading the person…')).toBeTruthy();
  });
});
