import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ReferenceLetterSummary } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../../testing/fakeData.js';
import { ReferenceLettersPanel } from './ReferenceLettersPanel.js';

const written: ReferenceLetterSummary = {
  id: 'ref-1',
  slot: 1,
  name: 'Dr Kofi Mensah',
  email: 'kofi@uni.example',
  status: 'received',
  requestedAt: '2026-02-01T09:00:00.000Z',
  dueAt: '2026-03-31T20:59:00.000Z',
  receivedAt: '2026-02-03T10:00:00.000Z',
  text: 'Amani is the most curious student I have taught.',
  file: null,
};
const uploaded: ReferenceLetterSummary = {
  ...written,
  id: 'ref-2',
  slot: 2,
  name: 'Ngozi Eze',
  email: 'ngozi@uni.example',
  text: null,
  file: { name: 'ngozi-letter.pdf', size: 48_000 },
};
const waiting: ReferenceLetterSummary = {
  ...written,
  id: 'ref-3',
  slot: 3,
  name: 'Juma Otieno',
  status: 'requested',
  receivedAt: null,
  text: null,
};

beforeEach(() => signInAs('staff'));

describe('Reference letters on the application review screen', () => {
  it('lists each referee with their status; a written letter opens in place and a PDF downloads', async () => {
    const fake = installFakeData({
      listApplicationReferences: vi
        .fn<OperationFake<'listApplicationReferences'>>()
        .mockResolvedValue({ items: [written, uploaded, waiting] }),
      downloadReferenceLetter: vi.fn<OperationFake<'downloadReferenceLetter'>>().mockResolvedValue(new Blob(['%PDF-1.4'])),
    });
    const createObjectURL = vi.fn(() => 'blob:letter');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(<ReferenceLettersPanel applicationId="app-1" />);
    const region = await screen.findByRole('region', { name: 'Reference letters' });
    await within(region).findByText('Dr Kofi Mensah');
    expect(fake.listApplicationReferences).toHaveBeenCalledWith({ params: { id: 'app-1' } });
    expect(within(region).getAllByText('Received')).toHaveLength(2);
    expect(within(region).getByText('Requested')).toBeTruthy();
    fireEvent.click(within(region).getByText('Read the letter from Dr Kofi Mensah'));
    expect(within(region).getByText('Amani is the most curious student I have taught.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Download ngozi-letter.pdf' }));
    await waitFor(() =>
      expect(fake.downloadReferenceLetter).toHaveBeenCalledWith({ params: { id: 'app-1', referenceId: 'ref-2' } }),
    );
  });

  it('shows nothing when no referee was asked, and an error with Retry when the letters cannot be loaded', async () => {
    installFakeData({
      listApplicationReferences: vi.fn<OperationFake<'listApplicationReferences'>>().mockResolvedValue({ items: [] }),
    });
    const { unmount } = render(<ReferenceLettersPanel applicationId="app-1" />);
    await waitFor(() => expect(screen.queryByText('Loading the reference letters…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Reference letters' })).toBeNull();
    unmount();

    const list = vi
      .fn<OperationFake<'listApplicationReferences'>>()
      .mockRejectedValue(new DataError('unavailable', 'The service is not available.'));
    installFakeData({ listApplicationReferences: list });
    render(<ReferenceLettersPanel applicationId="app-1" />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('The reference letters could not be loaded')).toBeTruthy();
    list.mockResolvedValue({ items: [waiting] });
    fireEvent.click(retry);
    expect(await screen.findByText('Juma Otieno')).toBeTruthy();
  });
});
