import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { leaveFor } from '../forms/navigation.js';
import { donationConfig } from '../testing/fakeData.js';
import { renderScreen } from '../testing/renderScreen.js';
import Donate from './Donate.js';

vi.mock('../forms/navigation.js', () => ({ leaveFor: vi.fn() }));

const PLEDGED =
  'Thank you for your pledge! We have e-mailed you, and a member of our team will be in touch within five working days.';

async function openDonate(config = donationConfig(), url = '/donate') {
  const fake = installFakeApi({ getDonationConfig: vi.fn(async () => config) });
  renderScreen(url, <Donate />);
  await screen.findByRole('group', { name: `Amount (${config.currency})` });
  return fake;
}

const form = () => screen.getByRole('form');
const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
// Intl puts no-break spaces in some currencies ("F CFA 500"); compare with plain spaces.
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? null;
const other = () => screen.getByLabelText(/^Other amount in/) as HTMLInputElement;
const submit = async (name: string | RegExp) => {
  await act(async () => fireEvent.click(within(form()).getByRole('button', { name })));
};

async function tryAmount(typed: string) {
  fireEvent.change(other(), { target: { value: typed } });
  await submit(/Make my pledge|Donate securely/);
  return other().getAttribute('aria-invalid') === 'true'
    ? document.getElementById(other().getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent?.replace(/^Error: /, '')
    : null;
}

describe('Donate', () => {
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('explains what a gift does and offers the presets in the configured currency', async () => {
    await openDonate();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      within(screen.getByRole('group', { name: 'Amount (USD)' }))
        .getAllByRole('radio')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual(['$10', '$25', '$50', '$100', 'Other']);
    expect(radio('$25').checked).toBe(true);
    expect(radio('Once').checked).toBe(true);
    expect(screen.getByText('$25 once')).toBeTruthy();
  });

  it('formats other currencies, e.g. one without minor units', async () => {
    await openDonate(donationConfig({ currency: 'XOF', decimals: 0, presets: [5000, 10000] }));
    expect(radio(/^F.CFA.5,000$/).checked).toBe(false);
    expect(radio(/^F.CFA.10,000$/).checked).toBe(true);
  });

  it('checks a typed amount against the bounds and the currency’s decimals, keeping what was typed', async () => {
    const fake = await openDonate();
    fireEvent.click(radio('Other'));
    expect(await tryAmount('')).toBe('Enter an amount, like 25.');
    expect(await tryAmount('lots')).toBe('Enter an amount, like 25.');
    expect(await tryAmount('0.50')).toBe('Give at least 1.');
    expect(await tryAmount('250000')).toBe('For gifts above 100,000, please write to us and we will arrange it with you.');
    expect(await tryAmount('25.555')).toBe('Give the amount in whole units or with two decimals, like 25 or 25.50.');
    expect(other().value).toBe('25.555');
    expect(document.activeElement).toBe(other());
    expect(fake.recordPledge).not.toHaveBeenCalled();
  });

  it('holds a typed amount to the configured bounds and whole units where the currency has no minor units', async () => {
    await openDonate(donationConfig({ currency: 'XOF', decimals: 0, presets: [5000], minAmount: 500 }));
    fireEvent.click(radio('Other'));
    expect(plain(await tryAmount('250'))).toBe('Give at least F CFA 500.');
    expect(await tryAmount('2500.5')).toBe('Give a whole amount in XOF.');
  });

  it('without online payment, makes a pledge with name and e-mail, and thanks the donor', async () => {
    const fake = await openDonate();
    fake.recordPledge.mockResolvedValue({ message: PLEDGED });
    expect(screen.getByRole('heading', { name: 'Make a pledge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Donate securely' })).toBeNull();
    fireEvent.click(radio(/^Monthly/));
    fireEvent.click(radio('Other'));
    fireEvent.change(other(), { target: { value: '1 000,50' } });
    await submit('Make my pledge');
    const nameField = screen.getByLabelText('Your name') as HTMLInputElement;
    expect(nameField.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nameField);
    expect(other().value).toBe('1 000,50');
    fireEvent.change(nameField, { target: { value: 'Chidi Eze' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'chidi@example.org' } });
    fireEvent.change(other(), { target: { value: '1,000' } });
    expect(screen.getByText('$1,000 every month')).toBeTruthy();
    await submit('Make my pledge');
    expect(fake.recordPledge).toHaveBeenCalledWith({
      body: { name: 'Chidi Eze', email: 'chidi@example.org', amount: 1000, frequency: 'monthly' },
    });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(PLEDGED);
    expect(document.activeElement).toBe(status);
    expect(fake.startCheckout).not.toHaveBeenCalled();
  });

  it('shows the server’s message when pledging too often', async () => {
    const fake = await openDonate();
    fake.recordPledge.mockRejectedValue(
      new DataError('rate_limited', 'Too many requests. Please wait a few minutes and try again.'),
    );
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Chidi Eze' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'chidi@example.org' } });
    await submit('Make my pledge');
    expect(screen.getByRole('alert').textContent).toBe('Too many requests. Please wait a few minutes and try again.');
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Chidi Eze');
  });

  it('with online payment, opens the payment page the server returns and stays busy', async () => {
    const fake = await openDonate(donationConfig({ stripeEnabled: true }));
    fake.startCheckout.mockResolvedValue({ url: 'https://checkout.stripe.test/c/pay/cs_1' });
    expect(screen.queryByLabelText('Your name')).toBeNull();
    fireEvent.click(radio('$50'));
    fireEvent.click(radio(/^Monthly/));
    await submit('Donate securely');
    expect(fake.startCheckout).toHaveBeenCalledWith({ body: { amount: 50, frequency: 'monthly' } });
    expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1');
    expect(within(form()).getByRole('button', { name: 'Opening the secure payment page…' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(fake.recordPledge).not.toHaveBeenCalled();
    // Back from the payment page, restored from the back/forward cache: the form works again.
    await act(async () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(within(form()).getByRole('button', { name: 'Donate securely' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says when online payment is refused, and lets the donor try again', async () => {
    const fake = await openDonate(donationConfig({ stripeEnabled: true }));
    fake.startCheckout.mockRejectedValue(
      new DataError('conflict', 'Online payments are not set up; please make a pledge instead.'),
    );
    await submit('Donate securely');
    expect(screen.getByRole('alert').textContent).toBe('Online payments are not set up; please make a pledge instead.');
    expect(leaveFor).not.toHaveBeenCalled();
    expect(within(form()).getByRole('button', { name: 'Donate securely' })).toBeTruthy();
  });

  it('thanks the donor back from the payment page (?thanks=1)', async () => {
    installFakeApi({ getDonationConfig: vi.fn(async () => donationConfig({ stripeEnabled: true })) });
    renderScreen('/donate?thanks=1&session_id=cs_1', <Donate />);
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Thank you for your gift!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Donate securely' })).toBeNull();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    let online = false;
    installFakeApi({
      getDonationConfig: vi.fn(async () => {
        if (!online) throw new DataError('unavailable', 'Could not reach the server.');
        return donationConfig();
      }),
    });
    renderScreen('/donate', <Donate />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    online = true;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('group', { name: 'Amount (USD)' })).toBeTruthy();
  });
});
