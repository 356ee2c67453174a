import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type FollowUpItem as Item, type FollowUpThread } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import FollowUpInbox from './FollowUpInbox.js';
import FollowUpItem from './FollowUpItem.js';

const OWNERS = { items: [{ uid: 'sam', name: 'Sam Okoro' }] };

function item(id: string, extra: Partial<Item> = {}): Item {
  return {
    id,
    kind: 'volunteer',
    status: 'new',
    name: 'Awa Diop',
    email: 'awa@example.org',
    locale: 'fr',
    owner: null,
    preview: 'Je voudrais aider lors de votre prochain atelier.',
    pledge: null,
    receivedAt: '2026-03-02T10:00:00.000Z',
    activityAt: '2026-03-02T10:00:00.000Z',
    replies: 0,
    senderGoneAt: null,
    ...extra,
  };
}
const pledged = item('p-1', {
  kind: 'pledge',
  name: 'Kwame Mensah',
  preview: '',
  pledge: { amount: 40, currency: 'USD', frequency: 'monthly' },
  status: 'in_progress',
  owner: { uid: 'sam', name: 'Sam Okoro' },
  replies: 2,
});

function UrlProbe() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function renderAt(entry: string) {
  window.history.replaceState({}, '', entry.split('?')[0]);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/inbox" element={<FollowUpInbox />} />
        <Route path="/admin/inbox/:id" element={<FollowUpItem />} />
      </Routes>
      <UrlProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => signInAs('staff'));
afterEach(cleanup);

describe('the follow-up inbox', () => {
  it('shows open items by default, each with sender, what they sent, kind, status and owner; filters go in the address', async () => {
    const list = vi.fn<OperationFake<'listFollowUps'>>(async () => page([item('m-1'), pledged]));
    installFakeData({ listFollowUps: list, listFollowUpOwners: vi.fn(async () => OWNERS) });
    renderAt('/admin/inbox');
    const row = (await screen.findByRole('link', { name: 'Awa Diop' })).closest('tr')!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/admin/inbox/m-1');
    expect(within(row).getByText('Je voudrais aider lors de votre prochain atelier.')).toBeTruthy();
    expect(within(row).getByText('Volunteer')).toBeTruthy();
    expect(within(row).getByText('New').className).toContain('badge--info');
    expect(within(row).getByText('Nobody yet')).toBeTruthy();
    const pledgeRow = screen.getByRole('link', { name: 'Kwame Mensah' }).closest('tr')!;
    expect(within(pledgeRow).getByText(/^\$40(\.00)? a month$/)).toBeTruthy();
    expect(within(pledgeRow).getByText('2 replies')).toBeTruthy();
    expect(list.mock.calls[0]![0].query).toEqual({ status: 'open' });

    await screen.findByRole('option', { name: 'Sam Okoro' });
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: 'sam' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'pledge' } });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?owner=sam&kind=pledge'));
    await waitFor(() => expect(list.mock.calls.at(-1)![0].query).toEqual({ status: 'open', owner: 'sam', kind: 'pledge' }));
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    installFakeData({ listFollowUps: vi.fn(async () => page([])), listFollowUpOwners: vi.fn(async () => OWNERS) });
    renderAt('/admin/inbox?status=done&kind=mentor');
    expect(await screen.findByText('Nothing in the inbox matches these filters.')).toBeTruthy();
    cleanup();
    installFakeData({
      listFollowUps: vi.fn(async () => Promise.reject(new DataError('unavailable', 'The service is not answering.'))),
      listFollowUpOwners: vi.fn(async () => OWNERS),
    });
    renderAt('/admin/inbox');
    expect(await screen.findByText('The inbox could not be loaded')).toBeTruthy();
  });
});

describe('one item', () => {
  const thread = (extra: Partial<Item> = {}): FollowUpThread => ({
    item: item('m-1', extra),
    message: { text: 'Je voudrais aider lors de votre prochain atelier.', organisation: null },
    entries: [],
  });

  it('sends a reply and shows the thread the service answers', async () => {
    const reply = vi.fn<OperationFake<'replyToFollowUp'>>(async ({ body }) => ({
      ...thread({ status: 'in_progress', owner: { uid: 'sam', name: 'Sam Okoro' }, replies: 1 }),
      entries: [
        { id: 'e1', type: 'reply', author: { uid: 'sam', name: 'Sam Okoro' }, body: body.body, at: '2026-03-03T09:00:00.000Z' },
      ],
    }));
    installFakeData({
      getFollowUp: vi.fn(async () => thread()),
      listFollowUpOwners: vi.fn(async () => OWNERS),
      replyToFollowUp: reply,
    });
    renderAt('/admin/inbox/m-1');
    expect(await screen.findByText('Je voudrais aider lors de votre prochain atelier.')).toBeTruthy();
    expect(screen.getByText('No notes or replies yet.')).toBeTruthy();
    // Empty: said beside the field with the service's words, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Write your reply.')).toBeTruthy();
    expect(reply).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Merci ! À bientôt.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    // Wait for the thread, not the text: while sending, the same words are still in the reply box.
    expect(await screen.findByText(/^Reply by Sam Okoro, e-mailed/)).toBeTruthy();
    expect(screen.getByText('Merci ! À bientôt.', { selector: '.follow-up-entry__body' })).toBeTruthy();
    expect((screen.getByLabelText('Status', { selector: 'select' }) as HTMLSelectElement).value).toBe('in_progress');
  });

  it('closes the reply box once the sender deleted their account, saying why', async () => {
    installFakeData({
      getFollowUp: vi.fn(async () => thread({ senderGoneAt: '2026-04-02T09:00:00.000Z' })),
      listFollowUpOwners: vi.fn(async () => OWNERS),
    });
    renderAt('/admin/inbox/m-1');
    expect(await screen.findByText(/Awa Diop deleted their account on 2 April 2026/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).disabled).toBe(false);
    expect(screen.getByText('Account deleted')).toBeTruthy();
  });

  it('says when the item does not exist', async () => {
    installFakeData({
      getFollowUp: vi.fn(async () => Promise.reject(new DataError('not_found', 'No such item in the inbox.'))),
      listFollowUpOwners: vi.fn(async () => OWNERS),
    });
    renderAt('/admin/inbox/nope');
    expect(await screen.findByText('No such item in the inbox.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
