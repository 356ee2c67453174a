import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, notFound, signInAs } from '../testing/fakeData.js';
import { completeApplication } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';

const submitted = completeApplication({
  status: 'under_review',
  canEdit: false,
  canWithdraw: true,
  submittedAt: '2026-01-12T08:00:00.000Z',
  timeline: [
    { type: 'review_started', at: '2026-02-01T09:00:00.000Z', text: 'Review started' },
    { type: 'started', at: '2026-01-10T09:00:00.000Z', text: 'Started' },
    { type: 'submitted', at: '2026-01-12T08:00:00.000Z', text: 'Submitted' },
  ],
});

function open(given: GivenOperations) {
  const fake = installFakeData(given);
  renderAt('/applicant/applications/app-1');
  return fake;
}

describe('An application', () => {
  beforeEach(() => signInAs('applicant'));

  it('shows its status, the timeline in order and every answer', async () => {
    const get = vi.fn<OperationFake<'getMyApplication'>>().mockResolvedValue(submitted);
    open({ getMyApplication: get });

    const timeline = await screen.findByRole('list', { name: 'What has happened' });
    expect(get).toHaveBeenCalledWith({ params: { id: 'app-1' } });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.timeline__text')?.textContent),
    ).toEqual(['Started', 'Submitted', 'Review started']);
    expect(within(timeline).getAllByRole('listitem')[0]?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-01-10T09:00:00.000Z',
    );
    expect(screen.getByText('Under review').className).toContain('badge');
    expect(screen.getByText('Amani Njoroge')).toBeTruthy();
    expect(screen.getByText('transcript.pdf (340 KB)')).toBeTruthy();
    // Submitted: nothing to edit.
    expect(screen.queryByRole('link', { name: /Edit your application|Continue your application/ })).toBeNull();
  });

  it('shows a released decision', async () => {
    open({
      getMyApplication: vi.fn().mockResolvedValue({ ...submitted, status: 'decided', decision: 'accepted', canWithdraw: false }),
    });
    expect(await screen.findByText('Decision: Accepted')).toBeTruthy();
    expect(screen.getByText(/you have been accepted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('offers Continue for a draft the applicant may still edit', async () => {
    open({ getMyApplication: vi.fn().mockResolvedValue(completeApplication()) });
    const link = await screen.findByRole('link', { name: 'Continue your application' });
    expect(link.getAttribute('href')).toBe('/applicant/applications/app-1/edit');
  });

  it('withdraws after asking, with the optional reason', async () => {
    const withdraw = vi
      .fn<OperationFake<'withdrawApplication'>>()
      .mockResolvedValue({ ...submitted, status: 'withdrawn', canWithdraw: false });
    open({ getMyApplication: vi.fn().mockResolvedValue(submitted), withdrawApplication: withdraw });

    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my application' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdraw).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw application' }));
    const again = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    fireEvent.change(within(again).getByLabelText(/Why are you withdrawing\?/), { target: { value: '  Moving abroad  ' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Withdraw application' }));

    expect(await screen.findByText('Your application was withdrawn.')).toBeTruthy();
    expect(withdraw).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { reason: 'Moving abroad' } });
    expect(screen.getByText('Withdrawn').className).toContain('badge');
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('keeps the dialog open with the server’s words when withdrawing is refused', async () => {
    const withdraw = vi
      .fn<OperationFake<'withdrawApplication'>>()
      .mockRejectedValue(new DataError('conflict', 'A decision has been made; this application can no longer be withdrawn.'));
    open({ getMyApplication: vi.fn().mockResolvedValue(submitted), withdrawApplication: withdraw });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A decision has been made; this application can no longer be withdrawn.',
    );
    expect(withdraw).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: {} });
  });

  it('downloads a file through the data service', async () => {
    const download = vi.fn<OperationFake<'downloadApplicationFile'>>().mockResolvedValue(new Blob(['%PDF']));
    const createObjectURL = vi.fn(() => 'blob:transcript');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    open({ getMyApplication: vi.fn().mockResolvedValue(submitted), downloadApplicationFile: download });
    fireEvent.click(await screen.findByRole('button', { name: 'Download transcript.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(download).toHaveBeenCalledWith({ params: { id: 'app-1', fileId: 'file-1' } });
  });

  it('says so when there is no such application (or it is someone else’s)', async () => {
    open({ getMyApplication: notFound });
    expect(await screen.findByText('We could not find that application.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your applications' }).getAttribute('href')).toBe('/applicant/applications');
  });

  it('offers Retry when loading fails', async () => {
    const get = vi
      .fn<OperationFake<'getMyApplication'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server.'))
      .mockResolvedValue(submitted);
    open({ getMyApplication: get });
    expect(await screen.findByText('Could not reach the server.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'What has happened' })).toBeTruthy();
  });
});
