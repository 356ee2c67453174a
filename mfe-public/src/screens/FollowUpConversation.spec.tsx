import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '@sla/auth';
import { DataError, type FollowUpConversation as Conversation } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { MemoryRouter, Route, Routes } from '@sla/router';
import { SiteProvider } from '@sla/ui';
import FollowUpConversation from './FollowUpConversation.js';

const TOKEN = 'b'.repeat(43);
const CONVERSATION: Conversation = {
  name: 'Awa Diop',
  kind: 'volunteer',
  receivedAt: '2026-03-02T10:00:00.000Z',
  message: 'I would like to help at your next workshop in Dakar.',
  entries: [{ fromYou: false, body: 'Thank you Awa! Our next workshop is on 12 March.', at: '2026-03-03T09:00:00.000Z' }],
};

function open() {
  identityStore.set({ status: 'anonymous' });
  return render(
    <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
      <MemoryRouter initialEntries={[`/follow-up/${TOKEN}`]}>
        <Routes>
          <Route path="/follow-up/:token" element={<FollowUpConversation />} />
        </Routes>
      </MemoryRouter>
    </SiteProvider>,
  );
}

describe('the sender’s conversation page', () => {
  afterEach(() => identityStore.set({ status: 'loading' }));

  it('shows what they wrote and our reply, and sends an answer once checked', async () => {
    const fake = installFakeApi({
      openFollowUpLink: vi.fn<OperationFake<'openFollowUpLink'>>().mockResolvedValue(CONVERSATION),
      answerFollowUp: vi
        .fn<OperationFake<'answerFollowUp'>>()
        .mockResolvedValue({ message: 'Thank you: your message was added to the conversation. We will reply by e-mail.' }),
    });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your conversation with us');
    expect(await screen.findByText('I would like to help at your next workshop in Dakar.')).toBeTruthy();
    expect(screen.getByText('You wrote on 2 March 2026')).toBeTruthy();
    expect(screen.getByText('Our team replied on 3 March 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send your answer' }));
    expect(await screen.findByText('Write your message.')).toBeTruthy();
    expect(fake.answerFollowUp).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Your answer/), { target: { value: 'Yes, I will be there.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send your answer' })));
    expect(fake.answerFollowUp).toHaveBeenLastCalledWith({
      params: { token: TOKEN },
      body: { message: 'Yes, I will be there.' },
    });
    expect(await screen.findByText(/your message was added to the conversation/)).toBeTruthy();
  });

  it('says a link does not work, without a retry, in the service’s words', async () => {
    installFakeApi({
      openFollowUpLink: vi
        .fn<OperationFake<'openFollowUpLink'>>()
        .mockRejectedValue(
          new DataError('not_found', 'This link does not work any more. If you want to write to us again, use the contact form.'),
        ),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(/use the contact form/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).toBeNull();
  });
});
