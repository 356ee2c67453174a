import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type Acknowledgement } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { Footer } from './Footer.js';

const ACK = 'Thank you! Please check your inbox for a link to confirm your subscription.';

function renderFooter(subscribe: OperationFake<'subscribeToNewsletter'>) {
  installFakeApi({ subscribeToNewsletter: subscribe });
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  const form = within(screen.getByRole('form', { name: 'Stay in touch' }));
  const field = form.getByLabelText('E-mail address') as HTMLInputElement;
  const submit = async () => {
    await act(async () => fireEvent.click(form.getByRole('button', { name: /Subscribe/ })));
  };
  const errorText = () =>
    field.getAttribute('aria-invalid') === 'true'
      ? document.getElementById(field.getAttribute('aria-describedby')!)?.textContent
      : null;
  return { form, field, submit, errorText };
}

describe('footer newsletter form', () => {
  it('checks the address in the browser, keeps what was typed, and sends nothing until it looks right', async () => {
    const subscribe = vi.fn<OperationFake<'subscribeToNewsletter'>>();
    const { field, submit, errorText } = renderFooter(subscribe);
    await submit();
    expect(errorText()).toBe('Enter your e-mail address.');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    expect(errorText()).toBeNull();
    await submit();
    expect(errorText()).toBe('Enter an e-mail address like name@example.com.');
    expect(field.value).toBe('not-an-email');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('subscribes, busy meanwhile, then shows the server’s acknowledgement with focus on it', async () => {
    let answer!: (ack: Acknowledgement) => void;
    const subscribe = vi.fn(() => new Promise<Acknowledgement>((resolve) => (answer = resolve)));
    const { form, field, submit } = renderFooter(subscribe);
    fireEvent.change(field, { target: { value: '  amina@example.org ' } });
    await submit();
    const busy = form.getByRole('button', { name: 'Subscribing…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(busy));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith({ body: { email: 'amina@example.org' } });
    await act(async () => answer({ message: ACK }));
    const status = within(screen.getByRole('contentinfo')).getByRole('status');
    expect(status.textContent).toBe(ACK);
    expect(document.activeElement).toBe(status);
  });

  it('shows the server’s word about the address beside the field', async () => {
    const subscribe = vi.fn(() =>
      Promise.reject(
        new DataError('invalid_input', 'Some fields need attention.', {
          email: 'Enter an e-mail address like name@example.com.',
        }),
      ),
    );
    const { field, submit, errorText } = renderFooter(subscribe);
    fireEvent.change(field, { target: { value: 'amina@exa_mple.org' } });
    await submit();
    expect(errorText()).toBe('Enter an e-mail address like name@example.com.');
    expect(field.value).toBe('amina@exa_mple.org');
  });

  it('shows the server’s message when asked too often (429), keeping the address', async () => {
    const subscribe = vi.fn(() =>
      Promise.reject(new DataError('rate_limited', 'Too many requests. Please wait a few minutes and try again.')),
    );
    const { form, field, submit } = renderFooter(subscribe);
    fireEvent.change(field, { target: { value: 'amina@example.org' } });
    await submit();
    expect(form.getByRole('alert').textContent).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(field.value).toBe('amina@example.org');
    expect(form.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('links to the legal pages and social media', () => {
    renderFooter(vi.fn());
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link')).toHaveLength(4);
    expect(within(screen.getByRole('navigation', { name: 'Social media' })).getAllByRole('link')).toHaveLength(3);
  });
});
