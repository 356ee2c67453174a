import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Invitation, type UserProfile } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import type { Role } from '@sla/permissions';
import { deferred, installFakeData, page, profile, signInAs } from '../testing/fakeData.js';
import { ChangeRoleDialog } from '../components/ChangeRoleDialog.js';
import UsersAndRoles from './UsersAndRoles.js';

type ListFn = OperationFake<'listUsers'>;
type AssignFn = OperationFake<'assignRole'>;

const fatou = profile('u-fatou', 'Fatou Diallo', 'applicant', { email: 'fatou@example.org' });
const kwame = profile('u-kwame', 'Kwame Mensah', 'student', { createdAt: '2024-11-20T12:00:00.000Z' });
const amina = profile('u-amina', null, null, { email: 'amina@example.org' });

function renderScreen() {
  return render(
    <MemoryRouter initialEntries={['/admin/users']}>
      <UsersAndRoles />
    </MemoryRouter>,
  );
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

async function openDialogFor(name: string): Promise<HTMLElement> {
  await screen.findByRole('rowheader', { name });
  fireEvent.click(within(rowOf(name)).getByRole('button', { name: `Change role for ${name}` }));
  return screen.getByRole('dialog', { name: `Change role for ${name}` });
}

function offeredRoles(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).value)
    .sort();
}

const calls = (list: ReturnType<typeof vi.fn<ListFn>>) => list.mock.calls.map(([input]) => input.query);

describe('Users and roles', () => {
  beforeEach(() => signInAs('admin'));

  it('lists users with name, e-mail, role badge and joined date, and counts them', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([fatou, kwame, amina]));
    installFakeData({ listUsers: list });
    renderScreen();

    expect(screen.getByText('Loading users…')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Fatou Diallo' });
    const row = rowOf('Fatou Diallo');
    expect(within(row).getByText('fatou@example.org')).toBeTruthy();
    expect(within(row).getByText('Applicant').className).toContain('badge');
    expect(within(row).getByText('3 March 2025')).toBeTruthy();
    expect(within(rowOf('Kwame Mensah')).getByText('20 November 2024')).toBeTruthy();
    const noName = screen.getByText('amina@example.org').closest('tr') as HTMLElement;
    expect(within(noName).getByText('No role')).toBeTruthy();
    expect(screen.getByText('Showing 3 users.')).toBeTruthy();
    expect(calls(list)).toEqual([{}]);
  });

  it('shows who asked at sign-up to be a student or an alumnus, until they hold that role', async () => {
    const asking = profile('u-bola', 'Bola Ade', 'applicant', { requestedRole: 'student' });
    const granted = profile('u-chidi', 'Chidi Eze', 'student', { requestedRole: 'student' });
    installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([asking, granted])) });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'Bola Ade' });
    expect(within(rowOf('Bola Ade')).getByText('Asks to be Student').className).toContain('badge--warning');
    expect(within(rowOf('Chidi Eze')).queryByText(/Asks to be/)).toBeNull();
  });

  it('searches by name or e-mail after a pause in typing', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([fatou]));
    installFakeData({ listUsers: list });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'Fatou Diallo' });

    const search = screen.getByLabelText('Search by name or e-mail');
    fireEvent.change(search, { target: { value: 'fa' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(calls(list)).toEqual([{}]);
    fireEvent.change(search, { target: { value: 'fatou ' } });
    expect(calls(list)).toEqual([{}]);
    await waitFor(() => expect(calls(list)).toEqual([{}, { search: 'fatou' }]));
    await screen.findByRole('rowheader', { name: 'Fatou Diallo' });
  });

  it('filters by role, including "No role", together with the search', async () => {
    const list = vi.fn<ListFn>().mockResolvedValue(page([amina]));
    installFakeData({ listUsers: list });
    renderScreen();
    await screen.findByText('amina@example.org');

    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'All roles'],
      ['admin', 'Admin'],
      ['staff', 'Staff'],
      ['content_editor', 'Content editor'],
      ['alumni', 'Alumni'],
      ['applicant', 'Applicant'],
      ['student', 'Student'],
      ['none', 'No role'],
    ]);
    fireEvent.change(select, { target: { value: 'none' } });
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ role: 'none' }));

    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: 'amina' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ search: 'amina', role: 'none' }));
    fireEvent.change(select, { target: { value: 'student' } });
    await waitFor(() => expect(calls(list).at(-1)).toEqual({ search: 'amina', role: 'student' }));
  });

  it('loads more with the cursor and appends the rows', async () => {
    const list = vi.fn<ListFn>(async ({ query }) => (query?.cursor ? page([amina], null) : page([fatou, kwame], 'cursor-1')));
    installFakeData({ listUsers: list });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Role'), { target: { value: 'applicant' } });
    await waitFor(() => expect(calls(list)).toEqual([{}, { role: 'applicant' }]));
    await screen.findByText('Showing 2 users, more available.');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('amina@example.org');
    expect(calls(list).at(-1)).toEqual({ role: 'applicant', cursor: 'cursor-1' });
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('rowheader', { name: 'Fatou Diallo' })).toBeTruthy();
    expect(screen.getByText('Showing 3 users.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty state when nothing matches', async () => {
    installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([])) });
    renderScreen();
    expect(await screen.findByText('No users match.')).toBeTruthy();
  });

  it('shows an error with Retry when listing fails, e.g. while the data service is not configured', async () => {
    const list = vi
      .fn<ListFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not configured.'))
      .mockResolvedValueOnce(page([fatou]));
    installFakeData({ listUsers: list });
    renderScreen();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The data service is not configured.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Fatou Diallo' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  describe('the Change role dialog', () => {
    // Expected lists worked out by hand from docs/requirements.md, not from assignableTargets:
    // admin may assign any role, staff only applicant, staff and alumni; then the transitions.
    it.each<[Role, Role | null, Role[]]>([
      ['admin', 'applicant', ['student', 'alumni']],
      ['admin', 'student', ['alumni', 'applicant']],
      ['admin', 'alumni', ['applicant', 'student']],
      ['admin', 'staff', ['admin', 'applicant']],
      ['admin', 'admin', ['staff', 'applicant', 'alumni']],
      ['admin', 'content_editor', ['admin', 'staff']],
      ['admin', null, ['admin', 'staff', 'content_editor', 'alumni', 'applicant', 'student']],
      ['staff', 'applicant', ['alumni']],
      ['staff', 'student', ['alumni', 'applicant']],
      ['staff', 'alumni', ['applicant']],
      ['staff', 'staff', ['applicant']],

      ['staff', null, ['applicant', 'staff', 'alumni']],
    ])('acting as %s, a user who is %s can be moved to %j', async (acting, from, expected) => {
      signInAs(acting);
      installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([profile('u-1', 'Test Person', from)])) });
      renderScreen();
      const dialog = await openDialogFor('Test Person');
      expect(offeredRoles(dialog)).toEqual([...expected].sort());
    });

    it.each<[Role, Role]>([
      ['staff', 'admin'],
      ['staff', 'content_editor'],
      ['student', 'applicant'],
    ])('offers %s no Change role for a user who is %s: there is no role to offer', async (acting, from) => {
      signInAs(acting);
      installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([profile('u-1', 'Test Person', from)])) });
      renderScreen();
      await screen.findByRole('rowheader', { name: 'Test Person' });
      expect(within(rowOf('Test Person')).queryByRole('button', { name: /Change role/ })).toBeNull();
    });

    it('says plainly in the dialog when there is no role to offer (the role changed while it was open)', () => {
      signInAs('student');
      render(<ChangeRoleDialog user={fatou} actingRole="student" onCancel={vi.fn()} onSaved={vi.fn()} />);
      const dialog = screen.getByRole('dialog', { name: 'Change role for Fatou Diallo' });
      expect(offeredRoles(dialog)).toEqual([]);
      expect(within(dialog).getByText(/There is no role your account can move Fatou Diallo to/)).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    });

    it('asks for a role before sending, and Cancel closes without saving', async () => {
      const assignRole = vi.fn<AssignFn>();
      installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([fatou])), assignRole });
      renderScreen();
      const dialog = await openDialogFor('Fatou Diallo');
      const reason = within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement;
      expect(reason.placeholder).toBe('Role change');
      expect(reason.maxLength).toBe(500);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(within(dialog).getByText('Choose the new role.')).toBeTruthy();
      // Fixed, the error goes at once, before any second Confirm.
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Student' }));
      expect(within(dialog).queryByText('Choose the new role.')).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();

      const again = await openDialogFor('Fatou Diallo');
      fireEvent.keyDown(again, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(assignRole).not.toHaveBeenCalled();
    });

    it('shows a refusal exactly as the server words it and keeps what was typed', async () => {
      const pending = deferred<UserProfile>();
      const assignRole = vi.fn<AssignFn>().mockReturnValue(pending.promise);
      installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([fatou])), assignRole });
      renderScreen();
      const dialog = await openDialogFor('Fatou Diallo');

      fireEvent.click(within(dialog).getByRole('radio', { name: 'Student' }));
      fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Joined the 2025 cohort' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      const saving = within(dialog).getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
      expect(saving.disabled).toBe(true);
      expect(assignRole).toHaveBeenCalledWith({
        params: { uid: 'u-fatou' },
        body: { role: 'student', reason: 'Joined the 2025 cohort' },
      });

      await act(async () => pending.reject(new DataError('invalid_input', 'Invalid role transition')));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toBe('Invalid role transition');
      expect((within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe('Joined the 2025 cohort');
      expect((within(dialog).getByRole('radio', { name: 'Student' }) as HTMLInputElement).checked).toBe(true);
      expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(false);
      expect(within(rowOf('Fatou Diallo')).getByText('Applicant')).toBeTruthy();
    });

    it('shows field errors next to their fields', async () => {
      const assignRole = vi.fn<AssignFn>().mockRejectedValue(
        new DataError('invalid_input', 'Some fields need attention.', {
          role: 'Choose one of the roles.',
          reason: 'Keep the reason to 500 characters or fewer.',
        }),
      );
      installFakeData({ listUsers: vi.fn<ListFn>().mockResolvedValue(page([fatou])), assignRole });
      renderScreen();
      const dialog = await openDialogFor('Fatou Diallo');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Alumni' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      const reasonError = await within(dialog).findByText('Keep the reason to 500 characters or fewer.');
      const reason = within(dialog).getByLabelText(/Reason/);
      expect(reason.getAttribute('aria-describedby')).toContain(reasonError.id);
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      const roleError = within(dialog).getByText('Choose one of the roles.');
      expect(roleError.closest('fieldset')?.getAttribute('aria-describedby')).toBe(roleError.id);
      expect(within(dialog).getByRole('alert').textContent).toBe('Some fields need attention.');
    });

    it('on success closes, updates the row in place and says so', async () => {
      const list = vi.fn<ListFn>().mockResolvedValue(page([fatou, kwame]));
      const assignRole = vi.fn<AssignFn>().mockResolvedValue({ ...fatou, role: 'student' });
      installFakeData({ listUsers: list, assignRole });
      renderScreen();
      const dialog = await openDialogFor('Fatou Diallo');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Student' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

      const message = await screen.findByText('Fatou Diallo is now a student.');
      expect(message.getAttribute('role')).toBe('status');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(assignRole).toHaveBeenCalledWith({ params: { uid: 'u-fatou' }, body: { role: 'student' } });
      expect(within(rowOf('Fatou Diallo')).getByText('Student')).toBeTruthy();
      expect(within(rowOf('Kwame Mensah')).getByText('Student')).toBeTruthy();
      expect(screen.getAllByRole('row')).toHaveLength(3);
      expect(list).toHaveBeenCalledTimes(1);
    });
  });
});

describe('Users and roles: invitations', () => {
  beforeEach(() => signInAs('admin'));

  const invitation = (fields: Partial<Invitation>): Invitation => ({
    id: 'inv-1',
    email: 'zainab@example.org',
    displayName: 'Zainab Bello',
    role: 'staff',
    invitedBy: 'acting-user',
    invitedByName: 'Acting User',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    acceptedAt: null,
    acceptedBy: null,
    acceptedRole: null,
    ...fields,
  });

  it('lists invitations with their state, withdraws an open one, and links an accepted one to the person', async () => {
    const revokeInvitation = vi.fn(async () => invitation({ status: 'revoked' }));
    installFakeData({
      listUsers: vi.fn().mockResolvedValue(page([])),
      listInvitations: vi.fn(async () => [
        invitation({}),
        invitation({
          id: 'inv-2',
          email: 'musa@example.org',
          displayName: null,
          status: 'accepted',
          acceptedBy: 'u-musa',
          acceptedRole: 'staff',
        }),
        invitation({
          id: 'inv-3',
          email: 'squat@example.org',
          displayName: null,
          role: 'admin',
          status: 'accepted',
          acceptedBy: 'u-squat',
          acceptedRole: 'applicant',
        }),
      ]),
      revokeInvitation,
    });
    renderScreen();
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(section).findByText('Waiting for sign-in')).toBeTruthy();
    expect(within(section).getAllByRole('link', { name: 'Open their page' })[0]!.getAttribute('href')).toBe(
      '/admin/users/u-musa',
    );
    // Accepted without the invited role: the badge is the role the account got, and the line says what was asked.
    const refused = within(section).getByText('squat@example.org').closest('li') as HTMLElement;
    expect(within(refused).getByText('Applicant')).toBeTruthy();
    expect(within(refused).getByText(/Asked for Admin, which could not be given/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw the invitation to zainab@example.org' }));
    expect(await screen.findByText('The invitation to zainab@example.org is withdrawn.')).toBeTruthy();
    expect(revokeInvitation).toHaveBeenCalledWith({ params: { id: 'inv-1' } });
    expect(within(section).getByText('Withdrawn')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Withdraw the invitation/ })).toBeNull();
  });

  it('invites with the roles the inviter may assign, checked with the service’s schema first', async () => {
    const invite = vi.fn(async () => invitation({}));
    // The list is read again after inviting: the service decides what an invitation replaces.
    const invitations = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValue([invitation({})]);
    installFakeData({ listUsers: vi.fn().mockResolvedValue(page([])), createInvitation: invite, listInvitations: invitations });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    expect(offeredRoles(dialog)).toEqual(['admin', 'alumni', 'applicant', 'content_editor', 'staff', 'student']);
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Choose the role they will have.')).toBeTruthy();
    expect(invite).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: ' zainab@example.org ' } });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Zainab Bello' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Staff' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('An invitation is on its way to zainab@example.org.')).toBeTruthy();
    expect(invite).toHaveBeenCalledWith({ body: { email: 'zainab@example.org', displayName: 'Zainab Bello', role: 'staff' } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(screen.getByRole('region', { name: 'Invitations' })).findByText('Zainab Bello')).toBeTruthy();
    expect(invitations).toHaveBeenCalledTimes(2);
  });

  it('shows the service’s refusal in the dialog and keeps what was typed', async () => {
    const invite = vi.fn(async () => Promise.reject(new DataError('conflict', 'This address already has an account.')));
    installFakeData({ listUsers: vi.fn().mockResolvedValue(page([])), createInvitation: invite });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), { target: { value: 'kofi@example.org' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Alumni' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('This address already has an account.')).toBeTruthy();
    expect((within(dialog).getByLabelText('E-mail address') as HTMLInputElement).value).toBe('kofi@example.org');
  });

  it('links each user’s name to their page', async () => {
    installFakeData({ listUsers: vi.fn().mockResolvedValue(page([fatou])) });
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Fatou Diallo' });
    expect(link.getAttribute('href')).toBe('/admin/users/u-fatou');
  });
});
