import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type AlumniMessage, type AlumniProfileView } from '@sla/data';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import AlumniMember from '../screens/AlumniMember.js';
import { profileView } from '../directory/testing.js';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderMember(uid: string) {
  return render(
    <MemoryRouter initialEntries={[`/alumni/directory/${uid}`]}>
      <Routes>
        <Route path="/alumni/directory/:uid" element={<AlumniMember />} />
        <Route path="/alumni/messages/:id" element={<p>Conversation screen</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The member's profile as the service answers it: null is its 404 (the screen reads it as "not found"). */
const answer = (view: AlumniProfileView | null) =>
  view ? Promise.resolve(view) : Promise.reject(new DataError('not_found', 'No such profile.'));

function install(view: AlumniProfileView | null, more: GivenOperations = {}) {
  return installFakeApi({ getAlumniMemberProfile: vi.fn(() => answer(view)), ...more });
}

const message = (conversationId: string): AlumniMessage => ({
  id: 'msg-1',
  conversationId,
  senderUid: 'acting-user',
  senderName: 'Acting User',
  mine: true,
  body: 'Hello',
  sentAt: '2026-11-01T10:00:00.000Z',
});

beforeEach(() => signInAs('alumni'));
afterEach(() => configureData(null));

describe('a member’s page', () => {
  it('shows what was sent, the bio as plain text, and links that open safely', async () => {
    install(
      profileView('al-1', 'Amina Odhiambo', {
        bio: '<b>Soil</b> scientist.\nTeacher.',
        institution: null,
        openToMentoring: true,
      }),
    );
    renderMember('al-1');
    expect(await screen.findByRole('heading', { name: 'Amina Odhiambo' })).toBeTruthy();
    const bio = screen.getByText(/Soil/);
    expect(bio.textContent).toBe('<b>Soil</b> scientist.\nTeacher.');
    expect(bio.querySelector('b')).toBeNull();
    const link = screen.getByRole('link', { name: /Lab page/ });
    expect(link.getAttribute('href')).toBe('https://example.org/lab');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Field work')).toBeTruthy();
    expect(screen.getByText('Open to mentoring')).toBeTruthy();
    expect(screen.queryByText('Institution')).toBeNull();
    expect(screen.getByText('Nairobi, Kenya')).toBeTruthy();
  });

  it('leaves out everything the viewer may not see', async () => {
    install(
      profileView('al-2', 'Kwame Mensah', {
        headline: null,
        programId: null,
        programName: null,
        cohortYear: null,
        field: null,
        institution: null,
        city: null,
        country: null,
        bio: null,
        links: null,
        skills: null,
      }),
    );
    renderMember('al-2');
    await screen.findByRole('heading', { name: 'Kwame Mensah' });
    for (const heading of ['About', 'Links', 'Skills']) expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(document.querySelector('dl')).toBeNull();
  });

  it('sends a first message and goes to the conversation', async () => {
    const start = vi.fn(async () => message('conv-7'));
    const client = install(profileView('al-1', 'Amina Odhiambo'), { startAlumniConversation: start });
    renderMember('al-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: ' Hello Amina ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Conversation screen');
    expect(client.startAlumniConversation).toHaveBeenCalledWith({ params: { uid: 'al-1' }, body: { body: 'Hello Amina' } });
    expect(screen.getByTestId('path').textContent).toBe('/alumni/messages/conv-7');
  });

  it('keeps the message when the service refuses it, and says why', async () => {
    install(profileView('al-1', 'Amina Odhiambo'), {
      startAlumniConversation: vi.fn(async () =>
        Promise.reject(
          new DataError('rate_limited', 'You have sent many messages in a short time. Wait a few minutes and try again.'),
        ),
      ),
    });
    renderMember('al-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a message' }));
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wait a few minutes');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('offers no message to someone who does not take them, and the conversation that exists', async () => {
    install(profileView('al-1', 'Amina Odhiambo', { canMessage: false, conversationId: 'conv-3' }));
    renderMember('al-1');
    const open = await screen.findByRole('link', { name: 'Open conversation' });
    expect(open.getAttribute('href')).toBe('/alumni/messages/conv-3');
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  });

  it('blocks after confirming, then offers to unblock', async () => {
    const blocked = profileView('al-1', 'Amina Odhiambo', { canMessage: false, blockedByMe: true });
    const profile = vi.fn(async () => profileView('al-1', 'Amina Odhiambo'));
    const client = install(null, { getAlumniMemberProfile: profile, blockAlumnus: vi.fn(async () => undefined) });
    renderMember('al-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    profile.mockResolvedValue(blocked);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(client.blockAlumnus).toHaveBeenCalledWith({ params: { uid: 'al-1' } });
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
    expect(screen.getByText('You blocked Amina Odhiambo.')).toBeTruthy();
  });

  it('reports to staff with a reason', async () => {
    const report = vi.fn(async () => ({}) as never);
    install(profileView('al-1', 'Amina Odhiambo'), { reportAlumnus: report });
    renderMember('al-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(screen.getByLabelText('Spam or advertising'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    // The dialog's own description also says staff will read the report, so wait for the thanks that replaces it.
    expect(await screen.findByText(/Thank you for telling us\. Staff who look after the network/)).toBeTruthy();
    expect(report).toHaveBeenCalledWith({ body: { reportedUid: 'al-1', reason: 'spam', details: '', messageId: null } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on one’s own page, says it is a preview and offers no actions', async () => {
    install(profileView('acting-user', 'Acting User'));
    renderMember('acting-user');
    expect(await screen.findByText('This is how other alumni see your profile.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Change your profile/ }).getAttribute('href')).toBe('/alumni/profile');
    for (const name of ['Send a message', 'Block', 'Report']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('says plainly when the alumnus cannot be found', async () => {
    install(null);
    renderMember('nobody');
    expect(await screen.findByText(/We could not find that alumnus/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the directory' }).getAttribute('href')).toBe('/alumni/directory');
  });

  it('offers Retry when the profile cannot be loaded', async () => {
    installFakeApi({ getAlumniMemberProfile: vi.fn(async () => Promise.reject(new DataError('unavailable', 'Busy.'))) });
    renderMember('al-1');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('a member’s page, while loading', () => {
  it('says it is loading', () => {
    installFakeApi({ getAlumniMemberProfile: vi.fn(() => new Promise<never>(() => {})) });
    renderMember('al-1');
    expect(screen.getByText('Loading the profile…')).toBeTruthy();
  });
});
