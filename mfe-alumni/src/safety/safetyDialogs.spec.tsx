import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type AlumniReport } from '@sla/data';
import { installFakeApi } from '@sla/data/fakes';
import { BlockDialog } from './BlockDialog.js';
import { ReportDialog } from './ReportDialog.js';

afterEach(() => configureData(null));

const report = (): AlumniReport => ({
  id: 'rep-1',
  reporterUid: 'me',
  reporterName: 'Me',
  reportedUid: 'al-2',
  reportedName: 'Kwame Mensah',
  reason: 'spam',
  details: '',
  quotedMessage: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
});

describe('ReportDialog', () => {
  it('asks what is wrong before sending anything', async () => {
    const client = installFakeApi({ reportAlumnus: vi.fn(async () => report()) });
    render(<ReportDialog reportedUid="al-2" name="Kwame Mensah" onClose={vi.fn()} onReported={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose what is wrong.')).toBeTruthy();
    expect(client.reportAlumnus).not.toHaveBeenCalled();
  });

  it('sends the reason, the details and the message reported, then says it is done', async () => {
    const client = installFakeApi({ reportAlumnus: vi.fn(async () => report()) });
    const onReported = vi.fn();
    render(<ReportDialog reportedUid="al-2" name="Kwame Mensah" messageId="msg-9" onClose={vi.fn()} onReported={onReported} />);
    fireEvent.click(screen.getByLabelText('Harassment or bullying'));
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: '  Keeps writing at night.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onReported).toHaveBeenCalledWith(report()));
    expect(client.reportAlumnus).toHaveBeenCalledWith({
      body: {
        reportedUid: 'al-2',
        reason: 'harassment',
        details: 'Keeps writing at night.',
        messageId: 'msg-9',
      },
    });
  });

  it('shows the service’s refusal and stays open', async () => {
    installFakeApi({
      reportAlumnus: vi.fn(async () => Promise.reject(new DataError('not_found', 'We could not find that alumnus.'))),
    });
    const onReported = vi.fn();
    render(<ReportDialog reportedUid="gone" name="Someone" onClose={vi.fn()} onReported={onReported} />);
    fireEvent.click(screen.getByLabelText('Something else'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find that alumnus.');
    expect(onReported).not.toHaveBeenCalled();
  });
});

describe('BlockDialog', () => {
  it('blocks after the confirmation and says so', async () => {
    const client = installFakeApi({ blockAlumnus: vi.fn(async () => undefined) });
    const onDone = vi.fn();
    render(<BlockDialog uid="al-2" name="Kwame Mensah" blocked={false} onClose={vi.fn()} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Block Kwame Mensah?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(client.blockAlumnus).toHaveBeenCalledWith({ params: { uid: 'al-2' } });
    expect(client.unblockAlumnus).not.toHaveBeenCalled();
  });

  it('unblocks someone already blocked', async () => {
    const client = installFakeApi({ unblockAlumnus: vi.fn(async () => undefined) });
    const onDone = vi.fn();
    render(<BlockDialog uid="al-2" name="Kwame Mensah" blocked onClose={vi.fn()} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(client.unblockAlumnus).toHaveBeenCalledWith({ params: { uid: 'al-2' } });
  });

  it('does nothing when cancelled', () => {
    const client = installFakeApi();
    const onClose = vi.fn();
    render(<BlockDialog uid="al-2" name="Kwame Mensah" blocked={false} onClose={onClose} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(client.blockAlumnus).not.toHaveBeenCalled();
  });
});
