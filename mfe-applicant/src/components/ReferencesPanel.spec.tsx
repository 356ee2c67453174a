import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type MyReferences } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { completeApplication } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

const application = completeApplication({ status: 'submitted', canEdit: false, canWithdraw: true });
const requested = {
  id: 'ref-1',
  slot: 1,
  name: 'Dr Kofi Mensah',
  email: 'kofi@uni.example',
  status: 'requested' as const,
  requestedAt: '2026-02-01T09:00:00.000Z',
  lastSentAt: '2026-02-01T09:00:00.000Z',
  receivedAt: null,
};
const references = (patch: Partial<MyReferences> = {}): MyReferences => ({
  count: 2,
  dueAt: '2026-03-31T20:59:00.000Z',
  timeZone: 'Africa/Nairobi',
  canRequest: true,
  slots: [requested, null],
  ...patch,
});

function open(listMyReferences: OperationFake<'listMyReferences'>, more: Record<string, unknown> = {}) {
  const fake = installFakeData({ getMyApplication: vi.fn().mockResolvedValue(application), listMyReferences, ...more });
  renderAt('/applicant/applications/app-1');
  return fake;
}

describe('The references part of an application', () => {
  beforeEach(() => signInAs('applicant'));

  it('shows each referee’s status, never a letter, and a form for the slot not asked yet', async () => {
    open(vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(references()));
    const region = await screen.findByRole('region', { name: 'References' });
    await within(region).findAllByRole('listitem');
    expect(within(region).getByText('The programme asks for 2 reference letters.', { exact: false })).toBeTruthy();
    const [first, second] = within(region).getAllByRole('listitem');
    expect(within(first!).getByText('Dr Kofi Mensah')).toBeTruthy();
    expect(within(first!).getByText('Requested')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(within(second!).getByLabelText(/Referee’s name/)).toBeTruthy();
  });

  it('asks a referee and shows them requested; a refusal shows beside the field', async () => {
    const ask = vi
      .fn<OperationFake<'requestReference'>>()
      .mockRejectedValueOnce(
        new DataError('invalid_input', 'Some fields need attention.', { email: 'Ask someone else: a referee cannot be you.' }),
      )
      .mockResolvedValueOnce({ ...requested, id: 'ref-2', slot: 2, name: 'Ngozi Eze', email: 'ngozi@uni.example' });
    open(vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(references()), { requestReference: ask });
    const region = await screen.findByRole('region', { name: 'References' });
    await within(region).findAllByRole('listitem');
    const second = within(region).getAllByRole('listitem')[1]!;
    fireEvent.change(within(second).getByLabelText(/Referee’s name/), { target: { value: 'Ngozi Eze' } });
    fireEvent.change(within(second).getByLabelText(/Referee’s e-mail/), { target: { value: 'amani@example.org' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Send request' }));
    expect(await within(second).findByText('Ask someone else: a referee cannot be you.')).toBeTruthy();
    fireEvent.change(within(second).getByLabelText(/Referee’s e-mail/), { target: { value: 'ngozi@uni.example' } });
    fireEvent.click(within(second).getByRole('button', { name: 'Send request' }));
    expect(await within(region).findByText('Ngozi Eze')).toBeTruthy();
    expect(ask).toHaveBeenLastCalledWith({
      params: { id: 'app-1', slot: '2' },
      body: { name: 'Ngozi Eze', email: 'ngozi@uni.example' },
    });
  });

  it('replaces a referee who has not answered, saying their link stops working', async () => {
    const ask = vi
      .fn<OperationFake<'requestReference'>>()
      .mockResolvedValue({ ...requested, id: 'ref-3', name: 'Prof. Achieng' });
    open(vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(references()), { requestReference: ask });
    const region = await screen.findByRole('region', { name: 'References' });
    await within(region).findAllByRole('listitem');
    const first = within(region).getAllByRole('listitem')[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Ask someone else' }));
    expect(within(first).getByText('Dr Kofi Mensah will no longer be able to use their link.')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText(/Referee’s name/), { target: { value: 'Prof. Achieng' } });
    fireEvent.change(within(first).getByLabelText(/Referee’s e-mail/), { target: { value: 'achieng@uni.example' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Send request' }));
    expect(await within(region).findByText('Prof. Achieng')).toBeTruthy();
    expect(within(region).queryByText('Dr Kofi Mensah')).toBeNull();
  });

  it('says when a resend is refused for today', async () => {
    const resend = vi
      .fn<OperationFake<'resendReference'>>()
      .mockRejectedValue(
        new DataError(
          'rate_limited',
          'This request was sent several times today. Try again tomorrow, or ask the referee to check their spam folder.',
        ),
      );
    open(vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(references()), { resendReference: resend });
    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('sent several times today');
  });

  it('shows a received letter as received, with no actions, and nothing to ask once requests are closed', async () => {
    open(
      vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(
        references({
          canRequest: false,
          slots: [{ ...requested, status: 'received', receivedAt: '2026-02-03T10:00:00.000Z' }, null],
        }),
      ),
    );
    const region = await screen.findByRole('region', { name: 'References' });
    await within(region).findAllByRole('listitem');
    expect(within(region).getByText('Received')).toBeTruthy();
    expect(within(region).getByText('No referee was asked.')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says when the referees cannot be loaded, with Retry', async () => {
    const list = vi
      .fn<OperationFake<'listMyReferences'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The service is not available.'))
      .mockResolvedValueOnce(references());
    open(list);
    expect(await screen.findByText('Your referees could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dr Kofi Mensah')).toBeTruthy();
  });

  it('shows nothing when the programme asks for no letters', async () => {
    const list = vi.fn<OperationFake<'listMyReferences'>>().mockResolvedValue(references({ count: 0, slots: [] }));
    open(list);
    await screen.findByText('What has happened');
    await waitFor(() => expect(list).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Loading your referees…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'References' })).toBeNull();
  });
});
