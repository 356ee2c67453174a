import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityStore } from '@sla/auth';
import { DataError, type EmailLinkState } from '@sla/data';
import { deferred, installFakeApi, type OperationFake } from '@sla/data/fakes';
import { renderScreen } from '../testing/renderScreen.js';
import EmailUnsubscribe from './EmailUnsubscribe.js';

const BAD_LINK = 'This unsubscribe link is not valid. Please open it again from one of our e-mails.';
const OFFLINE = 'Could not reach the server. Check your connection and try again.';

const open = (token = 'tok.sig') => renderScreen(`/email/unsubscribe?token=${token}`, <EmailUnsubscribe />);

describe('Unsubscribe from e-mails page', () => {
  afterEach(() => identityStore.set({ status: 'loading' }));

  it('checks the link once, asks first, and unsubscribes only when the button is pressed', async () => {
    const answer = deferred<EmailLinkState>();
    const links = installFakeApi({
      checkEmailLink: vi.fn(() => answer.promise),
      unsubscribeByLink: vi.fn(async () => undefined),
    });
    identityStore.set({ status: 'anonymous' });
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unsubscribe from e-mails');
    expect(screen.getByRole('status').textContent).toContain('Checking your link…');
    await act(async () => answer.resolve({ category: 'decisions', done: false }));
    expect(links.checkEmailLink).toHaveBeenCalledTimes(1);
    expect(links.checkEmailLink).toHaveBeenCalledWith({ query: { token: 'tok.sig' } });
    expect(screen.getByText('Do you want to stop receiving e-mails about decisions on your applications?')).toBeTruthy();
    expect(links.unsubscribeByLink).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(links.unsubscribeByLink).toHaveBeenCalledTimes(1);
    expect(links.unsubscribeByLink).toHaveBeenCalledWith({ query: { token: 'tok.sig' } });
    const done = screen.getByRole('status');
    expect(within(done).getByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(done.textContent).toContain('We will not send you e-mails about decisions on your applications any more.');
    expect(document.activeElement).toBe(done);
    // Signed out: nothing to change on an account page from here.
    expect(within(done).queryByRole('link')).toBeNull();
  });

  it('links signed-in people to their account page once unsubscribed', async () => {
    installFakeApi({
      checkEmailLink: vi.fn(async () => ({ category: 'messages' as const, done: false })),
      unsubscribeByLink: vi.fn(async () => undefined),
    });
    identityStore.set({
      status: 'signed-in',
      user: { uid: 'u1', email: 'ama@example.org', displayName: 'Ama' },
      role: 'alumni',
      lookupFailed: false,
    });
    open();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await act(async () => fireEvent.click(button));
    const done = screen.getByRole('status');
    expect(done.textContent).toContain('news for you in your portal');
    expect(within(done).getByRole('link', { name: 'your account page' }).getAttribute('href')).toBe('/account');
  });

  it('says so when that kind of e-mail is off already, without a button', async () => {
    const links = installFakeApi({ checkEmailLink: vi.fn(async () => ({ category: 'newsletter' as const, done: true })) });
    open();
    const done = await screen.findByRole('heading', { name: 'You are already unsubscribed' });
    expect(done).toBeTruthy();
    expect(screen.getByText('We will not send you our newsletter any more.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(links.unsubscribeByLink).not.toHaveBeenCalled();
  });

  it('explains a bad link in the server’s words, with what to do instead and no Retry', async () => {
    installFakeApi({ checkEmailLink: vi.fn(() => Promise.reject(new DataError('invalid_input', BAD_LINK))) });
    open('forged');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BAD_LINK);
    expect(within(alert).getByRole('link', { name: 'your account page' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('does not call the service for a link without a token', () => {
    const links = installFakeApi({});
    renderScreen('/email/unsubscribe', <EmailUnsubscribe />);
    expect(screen.getByRole('alert').textContent).toContain(BAD_LINK);
    expect(links.checkEmailLink).not.toHaveBeenCalled();
  });

  it('offers Retry when the check could not reach the server, and checks again only then', async () => {
    const check = vi
      .fn<OperationFake<'checkEmailLink'>>()
      .mockRejectedValueOnce(new DataError('unavailable', OFFLINE))
      .mockResolvedValueOnce({ category: 'decisions', done: false });
    installFakeApi({ checkEmailLink: check });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(OFFLINE);
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('keeps the button when unsubscribing fails on the way, saying why, and works on the next press', async () => {
    const unsubscribe = vi
      .fn<OperationFake<'unsubscribeByLink'>>()
      .mockRejectedValueOnce(new DataError('unavailable', OFFLINE))
      .mockResolvedValueOnce(undefined);
    installFakeApi({
      checkEmailLink: vi.fn(async () => ({ category: 'decisions' as const, done: false })),
      unsubscribeByLink: unsubscribe,
    });
    open();
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
