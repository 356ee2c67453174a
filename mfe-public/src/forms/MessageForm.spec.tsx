import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type Acknowledgement } from '@sla/data';
import Contact from '../screens/Contact.js';
import GetInvolved from '../screens/GetInvolved.js';
import { deferred } from '../testing/fakeData.js';
import { renderScreen } from '../testing/renderScreen.js';

const THANKS = 'Thank you for your message. We will reply within five working days.';

const form = () => screen.getByRole('form', { name: 'Send us a message' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: false }) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = async (name = 'Send message') => {
  await act(async () => {
    fireEvent.click(within(form()).getByRole('button', { name }));
  });
};

/** The error read out with a field (its aria-describedby), without its "Error:" announcement, or null. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.className.includes('field__error'));
  if (!error) return null;
  // Announced as an error: screen readers hear "Error:" first.
  expect(error.textContent?.startsWith('Error: ')).toBe(true);
  return error.textContent!.slice('Error: '.length);
}

function fillContact() {
  type('Your name', 'Amina Okafor');
  type('E-mail address', 'amina@example.org');
  type('Your message', 'I would like to know when StepUp Scholars opens.');
}

describe('Contact form', () => {
  it('shows each problem beside its field, sends nothing, and focuses the first', async () => {
    const fake = installFakeApi();
    renderScreen('/contact', <Contact />);
    await send();
    expect(errorOf(field('Your name'))).toBe('Enter your name.');
    expect(errorOf(field('E-mail address'))).toBe('Enter your e-mail address.');
    expect(errorOf(field('Your message'))).toBe('Write at least 10 characters, so we know how to help.');
    expect(document.activeElement).toBe(field('Your name'));
    expect(fake.sendContactMessage).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the e-mail is wrong, and clears the error as it is fixed', async () => {
    const fake = installFakeApi();
    renderScreen('/contact', <Contact />);
    fillContact();
    type('E-mail address', 'amina@');
    await send();
    expect(errorOf(field('E-mail address'))).toBe('Enter an e-mail address like name@example.com.');
    expect(errorOf(field('Your name'))).toBeNull();
    expect(field('Your name').value).toBe('Amina Okafor');
    expect(field('E-mail address').value).toBe('amina@');
    expect(field('Your message').value).toBe('I would like to know when StepUp Scholars opens.');
    expect(document.activeElement).toBe(field('E-mail address'));
    type('E-mail address', 'amina@example.org');
    expect(errorOf(field('E-mail address'))).toBeNull();
    expect(fake.sendContactMessage).not.toHaveBeenCalled();
  });

  it('sends the message, shows the busy state, then the server’s words with focus on them', async () => {
    const answer = deferred<Acknowledgement>();
    const fake = installFakeApi({ sendContactMessage: vi.fn(() => answer.promise) });
    renderScreen('/contact', <Contact />);
    fillContact();
    await send();
    const busy = within(form()).getByRole('button', { name: 'Sending…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(busy)); // a second press while busy sends nothing more
    expect(fake.sendContactMessage).toHaveBeenCalledTimes(1);
    expect(fake.sendContactMessage).toHaveBeenCalledWith({
      body: {
        kind: 'contact',
        name: 'Amina Okafor',
        email: 'amina@example.org',
        message: 'I would like to know when StepUp Scholars opens.',
      },
    });
    await act(async () => answer.resolve({ message: THANKS }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(THANKS);
    expect(document.activeElement).toBe(status);

    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(field('Your name').value).toBe('Amina Okafor');
    expect(field('Your message').value).toBe('');
  });

  it('shows the server’s field errors beside the fields and keeps what was typed', async () => {
    installFakeApi({
      sendContactMessage: vi.fn(() =>
        Promise.reject(
          new DataError('invalid_input', 'Some fields need attention.', {
            email: 'Enter an e-mail address like name@example.com.',
          }),
        ),
      ),
    });
    renderScreen('/contact', <Contact />);
    fillContact();
    // The browser's check lets a few shapes through that the server refuses: the server's word shows.
    type('E-mail address', 'amina@localhost.example');
    await send();
    expect(errorOf(field('E-mail address'))).toBe('Enter an e-mail address like name@example.com.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('E-mail address').value).toBe('amina@localhost.example');
    expect(field('Your message').value).toBe('I would like to know when StepUp Scholars opens.');
    expect(document.activeElement).toBe(field('E-mail address'));
  });

  it('shows the server’s message when sending too often (429), keeping the form', async () => {
    installFakeApi({
      sendContactMessage: vi.fn(() =>
        Promise.reject(
          new DataError(
            'rate_limited',
            'Too many requests. Please wait a few minutes and try again.',
            {},
            { retryAfterSeconds: 300 },
          ),
        ),
      ),
    });
    renderScreen('/contact', <Contact />);
    fillContact();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(field('Your name').value).toBe('Amina Okafor');
    expect(within(form()).getByRole('button', { name: 'Send message' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a server message about a field not on screen above the form', async () => {
    installFakeApi({
      sendContactMessage: vi.fn(() =>
        Promise.reject(
          new DataError('invalid_input', 'Some fields need attention.', { kind: 'Choose what your message is about.' }),
        ),
      ),
    });
    renderScreen('/contact', <Contact />);
    fillContact();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Choose what your message is about.');
  });

  it('has a hidden honeypot; filled in (a robot), the message still goes to the server and "sent" shows', async () => {
    const fake = installFakeApi({ sendContactMessage: vi.fn(async () => ({ message: THANKS })) });
    const { container } = renderScreen('/contact', <Contact />);
    const honeypot = container.querySelector<HTMLInputElement>('[name=website]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toBe('form-honeypot');
    expect(screen.queryByRole('textbox', { name: 'Leave this empty' })).toBeNull(); // hidden from assistive technology
    fillContact();
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await send();
    expect(fake.sendContactMessage).toHaveBeenCalledWith({ body: expect.objectContaining({ website: 'https://spam.example' }) });
    expect(screen.getByRole('status').textContent).toContain(THANKS);
  });
});

describe('Get Involved form', () => {
  const involved = () => screen.getByRole('form', { name: 'Tell us how you would like to help' });
  const radio = (name: string) => within(involved()).getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

  it('explains three ways to help and preselects the kind from ?as=', () => {
    installFakeApi();
    renderScreen('/get-involved?as=mentor', <GetInvolved />);
    for (const heading of ['Volunteer', 'Mentor', 'Partner'])
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeTruthy();
    expect(within(involved()).getByRole('group', { name: 'I would like to' })).toBeTruthy();
    expect(radio('Mentor').checked).toBe(true);
    expect(radio('Volunteer').checked).toBe(false);
  });

  it('starts with volunteer, follows a card’s link, and asks partners for their organisation', async () => {
    const fake = installFakeApi({
      sendContactMessage: vi.fn(async () => ({ message: 'Thank you for your interest in partnering with us.' })),
    });
    renderScreen('/get-involved', <GetInvolved />);
    expect(radio('Volunteer').checked).toBe(true);
    expect(within(involved()).queryByLabelText(/^Organisation/)).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('link', { name: /Partner with us/ })));
    expect(radio('Partner').checked).toBe(true);
    const organisation = within(involved()).getByLabelText(/^Organisation/) as HTMLInputElement;
    fireEvent.change(organisation, { target: { value: 'University of Ghana' } });
    fireEvent.change(within(involved()).getByLabelText('Your name'), { target: { value: 'Kofi Annan' } });
    fireEvent.change(within(involved()).getByLabelText('E-mail address'), { target: { value: 'kofi@ug.example.edu' } });
    fireEvent.change(within(involved()).getByLabelText('Your message', { exact: false }), {
      target: { value: 'We could host two scholars each summer.' },
    });
    await act(async () => fireEvent.click(within(involved()).getByRole('button', { name: 'Send' })));
    expect(fake.sendContactMessage).toHaveBeenCalledWith({
      body: {
        kind: 'partner',
        name: 'Kofi Annan',
        email: 'kofi@ug.example.edu',
        organisation: 'University of Ghana',
        message: 'We could host two scholars each summer.',
      },
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you for your interest in partnering with us.');
  });

  it('does not send an organisation typed before switching away from partner', async () => {
    const fake = installFakeApi({ sendContactMessage: vi.fn(async () => ({ message: 'Thanks' })) });
    renderScreen('/get-involved?as=partner', <GetInvolved />);
    fireEvent.change(within(involved()).getByLabelText(/^Organisation/), { target: { value: 'Lab' } });
    fireEvent.click(radio('Volunteer'));
    fireEvent.change(within(involved()).getByLabelText('Your name'), { target: { value: 'Ada' } });
    fireEvent.change(within(involved()).getByLabelText('E-mail address'), { target: { value: 'ada@example.org' } });
    fireEvent.change(within(involved()).getByLabelText('Your message', { exact: false }), {
      target: { value: 'Weekends work best for me.' },
    });
    await act(async () => fireEvent.click(within(involved()).getByRole('button', { name: 'Send' })));
    expect(fake.sendContactMessage).toHaveBeenCalledWith({
      body: expect.not.objectContaining({ organisation: expect.anything() }),
    });
    expect(fake.sendContactMessage).toHaveBeenCalledWith({ body: expect.objectContaining({ kind: 'volunteer' }) });
  });
});
