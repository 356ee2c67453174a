import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '@sla/auth';
import { DataError, type ReferenceInvitation } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { SiteProvider } from '@sla/ui';
import ReferenceLetter from './ReferenceLetter.js';

const TOKEN = 'a'.repeat(43);
const INVITATION: ReferenceInvitation = {
  refereeName: 'Dr Kofi Mensah',
  applicantName: 'Amani Njoroge',
  programme: 'StepUp Scholars',
  dueAt: '2026-03-31T20:59:00.000Z',
  timeZone: 'Africa/Nairobi',
  maxSizeMb: 10,
};

function open() {
  identityStore.set({ status: 'anonymous' });
  return render(
    <StrictMode>
      <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
        <MemoryRouter initialEntries={[`/reference/${TOKEN}`]}>
          <Routes>
            <Route path="/reference/:token" element={<ReferenceLetter />} />
          </Routes>
        </MemoryRouter>
      </SiteProvider>
    </StrictMode>,
  );
}

describe('A referee’s letter page', () => {
  afterEach(() => identityStore.set({ status: 'loading' }));

  it('says who asks and until when, and sends a written letter once', async () => {
    const fake = installFakeApi({
      openReferenceLink: vi.fn<OperationFake<'openReferenceLink'>>().mockResolvedValue(INVITATION),
      writeReferenceLetter: vi
        .fn<OperationFake<'writeReferenceLetter'>>()
        .mockResolvedValue({ message: 'Thank you: your letter was received.', receivedAt: '2026-03-02T09:00:00.000Z' }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reference letter');
    expect(await screen.findByText(/Amani Njoroge has applied to StepUp Scholars/)).toBeTruthy();
    expect(screen.getByText(/31 March 2026, 23:59 \(Africa\/Nairobi\)/)).toBeTruthy();
    expect(fake.openReferenceLink).toHaveBeenCalledWith({ params: { token: TOKEN } });

    fireEvent.click(screen.getByRole('radio', { name: 'Write it here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the letter' }));
    expect(await screen.findByText('Write the letter, or upload it as a PDF.')).toBeTruthy();
    expect(fake.writeReferenceLetter).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Your letter/), { target: { value: 'Amani is remarkable.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the letter' })));
    expect(fake.writeReferenceLetter).toHaveBeenLastCalledWith({
      params: { token: TOKEN },
      body: { text: 'Amani is remarkable.' },
    });
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the letter' })).toBeNull();
  });

  it('checks the PDF before sending it: not a PDF, or too large, is refused in the upload rules’ words', async () => {
    const fake = installFakeApi({
      openReferenceLink: vi.fn<OperationFake<'openReferenceLink'>>().mockResolvedValue({ ...INVITATION, maxSizeMb: 1 }),
      uploadReferenceLetter: vi
        .fn<OperationFake<'uploadReferenceLetter'>>()
        .mockResolvedValue({ message: 'Thank you: your letter was received.', receivedAt: '2026-03-02T09:00:00.000Z' }),
    });
    open();
    const input = (await screen.findByLabelText(/Your letter \(PDF\)/)) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send the letter' }));
    expect(await screen.findByText('Choose the PDF of your letter.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['hello'], 'letter.docx', { type: 'application/msword' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the letter' }));
    expect(await screen.findByText('“letter.docx” is not a PDF file. Choose a PDF file.')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(2 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the letter' }));
    expect(await screen.findByText(/larger than 1 MB/)).toBeTruthy();
    expect(fake.uploadReferenceLetter).not.toHaveBeenCalled();
    const pdf = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the letter' })));
    expect(fake.uploadReferenceLetter).toHaveBeenCalledWith({ params: { token: TOKEN }, file: pdf });
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });

  it('says a used link was received on its day, and a replaced link does not work, without a form or Retry', async () => {
    installFakeApi({
      openReferenceLink: vi
        .fn<OperationFake<'openReferenceLink'>>()
        .mockRejectedValue(
          new DataError('conflict', 'Thank you: your letter was received on 2 March 2026. There is nothing more to do.'),
        ),
    });
    const { unmount } = open();
    expect(await screen.findByRole('heading', { name: 'No letter can be sent with this link' })).toBeTruthy();
    expect(screen.getByText(/received on 2 March 2026/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    installFakeApi({
      openReferenceLink: vi
        .fn<OperationFake<'openReferenceLink'>>()
        .mockRejectedValue(new DataError('not_found', 'This link does not work any more.')),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('offers Retry when the service could not be reached', async () => {
    const openLink = vi
      .fn<OperationFake<'openReferenceLink'>>()
      .mockRejectedValue(new DataError('unavailable', 'The service is not available.'));
    installFakeApi({ openReferenceLink: openLink });
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { name: 'This link could not be opened' })).toBeTruthy();
    openLink.mockResolvedValue(INVITATION);
    fireEvent.click(retry);
    expect(await screen.findByText(/Amani Njoroge has applied/)).toBeTruthy();
  });
});
