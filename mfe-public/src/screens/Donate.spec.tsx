import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type MobileMoneyPayment } from '@sla/data';
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

  it('offers mobile money beside the card where it is set up: one-time, with an address for the receipt', async () => {
    const fake = await openDonate(donationConfig({ stripeEnabled: true, mobileMoneyEnabled: true, currency: 'KES' }));
    fake.startMobileMoney.mockResolvedValue({ url: 'https://paystack.test/pay/abc', reference: `mm_${'a'.repeat(32)}` });
    const methods = screen.getByRole('group', { name: 'How would you like to give?' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((input) => input.closest('label')?.textContent),
    ).toEqual([
      'CardVisa, Mastercard and others, through Stripe.',
      'Mobile moneyM-Pesa, MTN MoMo, Airtel Money and others, through Paystack.',
    ]);
    expect(radio(/^Card/).checked).toBe(true);
    fireEvent.click(radio(/^Mobile money/));
    expect(screen.queryByRole('group', { name: 'How often?' })).toBeNull();
    expect(screen.getByText('Mobile-money gifts are one-time gifts.')).toBeTruthy();
    await submit('Pay with mobile money');
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(fake.startMobileMoney).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'wanjiru@example.org' } });
    await submit('Pay with mobile money');
    expect(fake.startMobileMoney).toHaveBeenCalledWith({ body: { amount: 25, email: 'wanjiru@example.org' } });
    expect(leaveFor).toHaveBeenCalledWith('https://paystack.test/pay/abc');
    expect(fake.startCheckout).not.toHaveBeenCalled();
  });

  it('offers mobile money its own amounts for the currency, and the card its own, keeping a typed amount', async () => {
    const fake = await openDonate(
      donationConfig({
        stripeEnabled: true,
        mobileMoneyEnabled: true,
        currency: 'KES',
        presets: [10, 25, 50, 100],
        mobileMoneyPresets: [500, 1000, 2500, 5000],
      }),
    );
    fake.startMobileMoney.mockResolvedValue({ url: 'https://paystack.test/pay/abc', reference: `mm_${'c'.repeat(32)}` });
    const amounts = () =>
      within(screen.getByRole('group', { name: 'Amount (KES)' }))
        .getAllByRole('radio')
        .map((input) => plain(input.closest('label')?.textContent));
    expect(amounts()).toEqual(['KES 10', 'KES 25', 'KES 50', 'KES 100', 'Other']);
    fireEvent.click(radio(/^Mobile money/));
    expect(amounts()).toEqual(['KES 500', 'KES 1,000', 'KES 2,500', 'KES 5,000', 'Other']);
    expect(radio(/^KES.1,000$/).checked).toBe(true);
    expect(plain(screen.getByText(/once$/).textContent)).toBe('KES 1,000 once');
    // Back to the card: its own default; a typed amount stays whichever way the donor pays.
    fireEvent.click(radio(/^Card/));
    expect(radio(/^KES.25$/).checked).toBe(true);
    fireEvent.click(radio('Other'));
    fireEvent.change(other(), { target: { value: '750' } });
    fireEvent.click(radio(/^Mobile money/));
    expect(other().value).toBe('750');
    fireEvent.click(radio(/^KES.2,500$/));
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'wanjiru@example.org' } });
    await submit('Pay with mobile money');
    expect(fake.startMobileMoney).toHaveBeenCalledWith({ body: { amount: 2500, email: 'wanjiru@example.org' } });
  });

  it('without card payment, offers the pledge or mobile money, the pledge first', async () => {
    await openDonate(donationConfig({ mobileMoneyEnabled: true }));
    expect(radio(/^Pledge/).checked).toBe(true);
    expect(within(form()).getByRole('button', { name: 'Make my pledge' })).toBeTruthy();
    fireEvent.click(radio(/^Mobile money/));
    expect(within(form()).getByRole('button', { name: 'Pay with mobile money' })).toBeTruthy();
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  const REFERENCE = `mm_${'b'.repeat(32)}`;
  const payment = (extra: Partial<MobileMoneyPayment> = {}): MobileMoneyPayment => ({
    reference: REFERENCE,
    status: 'pending',
    failureReason: null,
    amount: 1500,
    currency: 'KES',
    ...extra,
  });
  const back = `/donate?paid=mobile_money&trxref=${REFERENCE}&reference=${REFERENCE}`;

  it('back from Paystack, shows a pending payment as pending and the thanks once it is confirmed', async () => {
    const getMobileMoneyPayment = vi
      .fn()
      // Twice: a development render runs the first load twice.
      .mockResolvedValueOnce(payment())
      .mockResolvedValueOnce(payment())
      .mockResolvedValue(payment({ status: 'succeeded' }));
    installFakeApi({ getDonationConfig: vi.fn(async () => donationConfig()), getMobileMoneyPayment });
    renderScreen(back, <Donate />);
    expect(await screen.findByRole('heading', { name: 'Your payment is pending' })).toBeTruthy();
    expect(getMobileMoneyPayment).toHaveBeenCalledWith({ params: { reference: REFERENCE } });
    expect(screen.queryByRole('form')).toBeNull();
    // Asked again after a few seconds, on its own.
    expect(await screen.findByRole('heading', { name: 'Thank you for your gift!' }, { timeout: 6_000 })).toBeTruthy();
    expect(plain(screen.getByText(/Your mobile-money payment of/).textContent)).toContain('KES 1,500');
  }, 15_000);

  it.each([
    ['declined', 'was declined or cancelled on the mobile-money network, so nothing was taken', true],
    ['amount_differs', 'so we have not counted it. Our team will look into it', false],
    ['not_started', 'could not be started, so nothing was taken', true],
    ['expired', 'within a day, so we stopped waiting for it. If money was taken after all, it will still be counted', true],
  ])('says in words that a payment failed (%s)', async (failureReason, words, tryAgain) => {
    installFakeApi({
      getDonationConfig: vi.fn(async () => donationConfig()),
      getMobileMoneyPayment: vi.fn(async () =>
        payment({ status: 'failed', failureReason: failureReason as MobileMoneyPayment['failureReason'] }),
      ),
    });
    renderScreen(back, <Donate />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your payment did not go through' })).toBeTruthy();
    expect(alert.textContent).toContain(words);
    expect(within(alert).queryByRole('link', { name: 'Try again' }) !== null).toBe(tryAgain);
  });

  it('says when a payment reference is unknown, and offers Retry when the check fails', async () => {
    installFakeApi({
      getDonationConfig: vi.fn(async () => donationConfig()),
      getMobileMoneyPayment: vi.fn(async () => {
        throw new DataError('not_found', 'We have no payment with this reference.');
      }),
    });
    renderScreen(back, <Donate />);
    expect(await screen.findByRole('heading', { name: 'We cannot find this payment' })).toBeTruthy();
    expect(screen.getByText('We have no payment with this reference.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
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
