import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type Acknowledgement } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { deferred } from '../testing/fakeData.js';
import { renderScreen } from '../testing/renderScreen.js';
import NewsletterConfirm from './NewsletterConfirm.js';
import NewsletterUnsubscribe from './NewsletterUnsubscribe.js';

const CONFIRMED = 'Your subscription is confirmed. Thank you for joining us!';
const EXPIRED = 'This confirmation link is no longer valid. Sign up again and we will send you a new one.';

describe('Newsletter confirmation page', () => {
  it('shows progress, calls the service once (even in StrictMode), then the server’s message with focus', async () => {
    const answer = deferred<Acknowledgement>();
    const fake = installFakeApi({ confirmSubscription: vi.fn(() => answer.promise) });
    renderScreen('/newsletter/confirm?token=tok-123', <NewsletterConfirm />);
    expect(screen.getByRole('status').textContent).toContain('Confirming your subscription…');
    await act(async () => answer.resolve({ message: CONFIRMED }));
    expect(fake.confirmSubscription).toHaveBeenCalledTimes(1);
    expect(fake.confirmSubscription).toHaveBeenCalledWith({ body: { token: 'tok-123' } });
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'You are subscribed' })).toBeTruthy();
    expect(status.textContent).toContain(CONFIRMED);
    expect(document.activeElement).toBe(status);
  });

  it('says what to do when the link has expired: sign up again from the footer', async () => {
    installFakeApi({ confirmSubscription: vi.fn(() => Promise.reject(new DataError('not_found', EXPIRED))) });
    renderScreen('/newsletter/confirm?token=old', <NewsletterConfirm />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(EXPIRED);
    expect(within(alert).getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('#newsletter-email');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('does not call the service for a link without a token', () => {
    const fake = installFakeApi();
    renderScreen('/newsletter/confirm', <NewsletterConfirm />);
    expect(screen.getByRole('alert').textContent).toContain('This link is not complete. Open it again from the e-mail.');
    expect(fake.confirmSubscription).not.toHaveBeenCalled();
  });

  it('offers Retry after a network failure, and calls again only then', async () => {
    const confirmSubscription = vi
      .fn<OperationFake<'confirmSubscription'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server. Check your connection and try again.'))
      .mockResolvedValueOnce({ message: CONFIRMED });
    installFakeApi({ confirmSubscription });
    renderScreen('/newsletter/confirm?token=tok-1', <NewsletterConfirm />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not reach the server.');
    expect(confirmSubscription).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText(CONFIRMED)).toBeTruthy();
    expect(confirmSubscription).toHaveBeenCalledTimes(2);
  });
});

describe('Newsletter unsubscribe page', () => {
  it('unsubscribes once and shows the server’s message', async () => {
    const fake = installFakeApi({
      unsubscribeFromNewsletter: vi.fn(async () => ({
        message: 'You are unsubscribed and will not receive our newsletter any more.',
      })),
    });
    renderScreen('/newsletter/unsubscribe?token=u-9', <NewsletterUnsubscribe />);
    expect(await screen.findByText('You are unsubscribed and will not receive our newsletter any more.')).toBeTruthy();
    expect(fake.unsubscribeFromNewsletter).toHaveBeenCalledTimes(1);
    expect(fake.unsubscribeFromNewsletter).toHaveBeenCalledWith({ body: { token: 'u-9' } });
  });

  it('explains a link that is not valid', async () => {
    installFakeApi({
      unsubscribeFromNewsletter: vi.fn(() =>
        Promise.reject(
          new DataError('not_found', 'This unsubscribe link is not valid. Please open it again from one of our e-mails.'),
        ),
      ),
    });
    renderScreen('/newsletter/unsubscribe?token=nope', <NewsletterUnsubscribe />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This unsubscribe link is not valid.');
    expect(within(alert).getByRole('link', { name: 'write to us' })).toBeTruthy();
  });
});
