import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ContactMessage, type Donation, type NewsletterSubscriber, type Page, type Pledge } from '@sla/data';
import type { OperationFake } from '@sla/data/fakes';
import { Suspense } from 'react';
import { PortalRoutes } from '../PortalRoutes.js';
import { formatDateTime } from '../format.js';
import { deferred, installFakeData, page, signInAs } from '../testing/fakeData.js';
import Supporters, { MESSAGE_PREVIEW_LENGTH, messagePreview } from './Supporters.js';

type SubscribersFn = OperationFake<'listSubscribers'>;
type SubscribersCsvFn = OperationFake<'exportSubscribersCsv'>;
type DonationsFn = OperationFake<'listDonations'>;
type PledgesFn = OperationFake<'listPledges'>;
type MessagesFn = OperationFake<'listMessages'>;
type CsvFn = () => Promise<Blob>;

function subscriber(
  id: string,
  email: string,
  status: NewsletterSubscriber['status'],
  extra: Partial<NewsletterSubscriber> = {},
): NewsletterSubscriber {
  return {
    id,
    email,
    status,
    createdAt: '2025-03-03T12:00:00.000Z',
    confirmedAt: status === 'pending' ? null : '2025-03-04T12:00:00.000Z',
    unsubscribedAt: status === 'unsubscribed' ? '2025-04-01T12:00:00.000Z' : null,
    ...extra,
  };
}

function donation(id: string, extra: Partial<Donation> = {}): Donation {
  return {
    id,
    provider: 'stripe',
    status: 'succeeded',
    failureReason: null,
    frequency: 'once',
    amount: 25.5,
    currency: 'GBP',
    email: 'kofi@example.org',
    name: 'Kofi Boateng',
    renewal: false,
    createdAt: '2025-03-05T10:15:00.000Z',
    ...extra,
  };
}

function pledge(id: string, extra: Partial<Pledge> = {}): Pledge {
  return {
    id,
    name: 'Efua Mensah',
    email: 'efua@example.org',
    frequency: 'monthly',
    amount: 10,
    currency: 'EUR',
    createdAt: '2025-03-06T09:00:00.000Z',
    ...extra,
  };
}

function message(id: string, extra: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    kind: 'contact',
    name: 'Ama Owusu',
    email: 'ama@example.org',
    organisation: null,
    message: 'Hello, I would like to know more about the programme.',
    createdAt: '2025-03-07T16:30:00.000Z',
    ...extra,
  };
}

const csvFile = (text = 'email,status\r\nfatou@example.org,confirmed\r\n') => new Blob([text], { type: 'text/csv' });

/** The amount as the screen formats it, with spaces normalised as Testing Library reads text. */
const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount).replace(/\s+/g, ' ');

const calls = (fn: { mock: { calls: [input: { query?: object }][] } }) => fn.mock.calls.map(([input]) => input.query);

/** Shows the router's URL, for the test to read. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}
const currentUrl = () => screen.getByTestId('url').textContent;

function renderScreen(url = '/admin/supporters') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Supporters />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
/** A message's rows: its fields, then its text. */
const messageOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tbody') as HTMLElement;
const headers = () =>
  within(panel())
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

/** The download links the screen clicked: URL.createObjectURL is mocked and the click is caught. */
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
let downloads: { href: string; download: string; attached: boolean }[];

beforeEach(() => {
  signInAs('staff');
  downloads = [];
  createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/file-1');
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: document.body.contains(this) });
  });
});

afterEach(() => {
  // No temporary download link is left behind.
  expect(document.querySelectorAll('a[download]')).toHaveLength(0);
});

describe('Supporters: tabs and the URL', () => {
  it('is a lazily loaded route of the portal, linked from its navigation', async () => {
    installFakeData({ listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([])) });
    render(
      <MemoryRouter initialEntries={['/admin/supporters']}>
        <Suspense fallback="loading">
          <PortalRoutes />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Supporters' }, { timeout: 5000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff and admin' });
    const link = within(nav).getByRole('link', { name: 'Supporters' });
    expect(link.getAttribute('href')).toBe('/admin/supporters');
    expect(link.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toMatch(/^Supporters — /));
    await screen.findByText('No subscribers yet.');
  });

  it('shows the subscribers tab by default, as an accessible tablist with one tab stop', async () => {
    installFakeData({ listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([])) });
    renderScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Supporters' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Staff and admin' })).toBeTruthy();
    const tablist = screen.getByRole('tablist', { name: 'Supporters' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Subscribers', 'Donations', 'Pledges', 'Messages']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);

    // Each tab controls a panel labelled by it; only the selected one is shown.
    for (const t of tabs) {
      const controlled = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(controlled?.getAttribute('role')).toBe('tabpanel');
      expect(controlled?.getAttribute('aria-labelledby')).toBe(t.id);
      expect(controlled?.hidden).toBe(t !== tabs[0]);
    }
    expect(screen.getByRole('tabpanel', { name: 'Subscribers' })).toBeTruthy();
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
  });

  it('reads the tab from the URL', async () => {
    const pledges = vi.fn<PledgesFn>().mockResolvedValue(page([pledge('p-1')]));
    installFakeData({ listPledges: pledges });
    renderScreen('/admin/supporters?tab=pledges');

    expect(tab('Pledges').getAttribute('aria-selected')).toBe('true');
    expect(tab('Pledges').tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel', { name: 'Pledges' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Efua Mensah' })).toBeTruthy();
    expect(calls(pledges)).toEqual([{}]);
  });

  it('falls back to subscribers for an unknown tab in the URL', async () => {
    installFakeData({ listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([])) });
    renderScreen('/admin/supporters?tab=nonsense');
    expect(tab('Subscribers').getAttribute('aria-selected')).toBe('true');
    await screen.findByText('No subscribers yet.');
  });

  it('writes the chosen tab to the URL, keeping the rest of the query', async () => {
    const list = vi.fn<MessagesFn>().mockResolvedValue(page([message('m-1')]));
    installFakeData({
      listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([])),
      listMessages: list,
    });
    renderScreen('/admin/supporters?ref=dashboard');
    await screen.findByText('No subscribers yet.');

    fireEvent.click(tab('Messages'));
    await waitFor(() => expect(currentUrl()).toBe('/admin/supporters?ref=dashboard&tab=messages'));
    expect(tab('Messages').getAttribute('aria-selected')).toBe('true');
    expect(tab('Subscribers').getAttribute('aria-selected')).toBe('false');
    expect(await screen.findByRole('rowheader', { name: 'Ama Owusu' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting and focusing them', async () => {
    const empty = <T,>() => vi.fn<(input: object) => Promise<Page<T>>>().mockResolvedValue(page([]));
    installFakeData({
      listSubscribers: empty<NewsletterSubscriber>(),
      listDonations: empty<Donation>(),
      listPledges: empty<Pledge>(),
      listMessages: empty<ContactMessage>(),
    });
    renderScreen();
    tab('Subscribers').focus();

    const press = async (key: string, expected: string) => {
      fireEvent.keyDown(document.activeElement as Element, { key });
      await waitFor(() => expect(currentUrl()).toBe(`/admin/supporters?tab=${expected}`));
      const selected = screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');
      expect(selected.map((t) => t.textContent?.toLowerCase())).toEqual([expected]);
      expect(document.activeElement).toBe(selected[0]);
      expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual(selected);
    };
    await press('ArrowRight', 'donations');
    await press('ArrowRight', 'pledges');
    await press('ArrowLeft', 'donations');
    await press('End', 'messages');
    await press('ArrowRight', 'subscribers');
    await press('ArrowLeft', 'messages');
    await press('Home', 'subscribers');
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
  });

  it('keeps a filter when coming back to its tab', async () => {
    const subscribers = vi.fn<SubscribersFn>().mockResolvedValue(page([]));
    installFakeData({
      listSubscribers: subscribers,
      listDonations: vi.fn<DonationsFn>().mockResolvedValue(page([])),
    });
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'confirmed' } });
    await screen.findByText('No confirmed subscribers.');
    fireEvent.click(tab('Donations'));
    await screen.findByText('No donations yet.');
    fireEvent.click(tab('Subscribers'));
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('confirmed');
    await screen.findByText('No confirmed subscribers.');
    expect(calls(subscribers).at(-1)).toEqual({ status: 'confirmed' });
  });
});

describe('Supporters: subscribers', () => {
  const fatou = subscriber('s-1', 'fatou@example.org', 'confirmed');
  const kwame = subscriber('s-2', 'kwame@example.org', 'pending');
  const amina = subscriber('s-3', 'amina@example.org', 'unsubscribed');

  it('lists subscribers with a status badge and dates, and pages with the cursor', async () => {
    const subscribers = vi.fn<SubscribersFn>(async ({ query }) =>
      query?.cursor ? page([amina]) : page([fatou, kwame], 'cursor-1'),
    );
    installFakeData({ listSubscribers: subscribers });
    renderScreen();

    expect(screen.getByText('Loading subscribers…')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'fatou@example.org' });
    expect(headers()).toEqual(['E-mail', 'Status', 'Signed up', 'Confirmed', 'Unsubscribed']);
    const row = rowOf('fatou@example.org');
    expect(within(row).getByRole('link', { name: 'fatou@example.org' }).getAttribute('href')).toBe('mailto:fatou@example.org');
    expect(within(row).getByText('Confirmed').className).toBe('badge badge--success');
    expect(within(row).getByText('3 March 2025')).toBeTruthy();
    expect(within(row).getByText('4 March 2025')).toBeTruthy();
    expect(within(rowOf('kwame@example.org')).getByText('Pending').className).toBe('badge badge--warning');
    expect(within(rowOf('kwame@example.org')).getAllByText('None')).toHaveLength(2);
    expect(screen.getByText('Showing 2 subscribers, more available.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'amina@example.org' });
    expect(within(rowOf('amina@example.org')).getByText('1 April 2025')).toBeTruthy();
    expect(screen.getByText('Showing 3 subscribers.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls(subscribers)).toEqual([{}, { cursor: 'cursor-1' }]);
  });

  it('filters by status, and pages within the filter', async () => {
    const subscribers = vi.fn<SubscribersFn>(async ({ query }) =>
      query?.cursor ? page([subscriber('s-9', 'late@example.org', 'pending')]) : page([kwame], query?.status ? 'cursor-p' : null),
    );
    installFakeData({ listSubscribers: subscribers });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'kwame@example.org' });

    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'All statuses'],
      ['pending', 'Pending'],
      ['confirmed', 'Confirmed'],
      ['unsubscribed', 'Unsubscribed'],
    ]);
    fireEvent.change(select, { target: { value: 'pending' } });
    await screen.findByText('Showing 1 subscriber, more available.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'late@example.org' });
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(calls(subscribers)).toHaveLength(4));
    expect(calls(subscribers)).toEqual([{}, { status: 'pending' }, { status: 'pending', cursor: 'cursor-p' }, {}]);
  });

  it('says when no subscriber has the chosen status', async () => {
    installFakeData({ listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([])) });
    renderScreen();
    await screen.findByText('No subscribers yet.');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'unsubscribed' } });
    expect(await screen.findByText('No unsubscribed subscribers.')).toBeTruthy();
  });

  it('exports a CSV of the chosen status as subscribers.csv, busy meanwhile', async () => {
    const file = csvFile();
    const pending = deferred<Blob>();
    const exportCsv = vi.fn<SubscribersCsvFn>().mockReturnValueOnce(pending.promise).mockResolvedValue(file);
    installFakeData({
      listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([fatou])),
      exportSubscribersCsv: exportCsv,
    });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'fatou@example.org' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmed' } });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const busy = screen.getByRole('button', { name: 'Exporting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.click(busy);
    expect(exportCsv).toHaveBeenCalledTimes(1);
    expect(calls(exportCsv)).toEqual([{ status: 'confirmed' }]);

    pending.resolve(file);
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(downloads).toEqual([{ href: 'blob:http://localhost/file-1', download: 'subscribers.csv', attached: true }]);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(calls(exportCsv).at(-1)).toEqual({});
  });

  it('says why an export failed, and clears it when trying again', async () => {
    const exportCsv = vi
      .fn<SubscribersCsvFn>()
      .mockRejectedValueOnce(new DataError('forbidden', 'You do not have permission to do this.'))
      .mockResolvedValue(csvFile());
    installFakeData({
      listSubscribers: vi.fn<SubscribersFn>().mockResolvedValue(page([fatou])),
      exportSubscribersCsv: exportCsv,
    });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'fatou@example.org' });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The CSV file could not be exported. You do not have permission to do this.');
    expect(downloads).toEqual([]);
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed list with Retry, which loads it again', async () => {
    const subscribers = vi
      .fn<SubscribersFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server. Check your connection and try again.'))
      .mockResolvedValue(page([fatou]));
    installFakeData({ listSubscribers: subscribers });
    renderScreen();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The subscribers could not be loaded' })).toBeTruthy();
    expect(within(alert).getByText('Could not reach the server. Check your connection and try again.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'fatou@example.org' });
    expect(calls(subscribers)).toEqual([{}, {}]);
  });

  it('shows a failed next page under the list, keeping the rows', async () => {
    const subscribers = vi
      .fn<SubscribersFn>()
      .mockResolvedValueOnce(page([fatou], 'cursor-1'))
      .mockRejectedValueOnce(new DataError('internal', 'The server had a problem. Please try again in a moment.'));
    installFakeData({ listSubscribers: subscribers });
    renderScreen();
    await screen.findByRole('rowheader', { name: 'fatou@example.org' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server had a problem. Please try again in a moment. Try “Load more” again.',
    );
    expect(screen.getByRole('rowheader', { name: 'fatou@example.org' })).toBeTruthy();
  });

  it('treats a data client without the newsletter repository as an error, for the list and the export', async () => {
    installFakeData({ listSubscribers: null, exportSubscribersCsv: null });
    renderScreen();

    const panelAlert = await screen.findByRole('alert');
    expect(within(panelAlert).getByText('The data service is not configured.')).toBeTruthy();
    expect(within(panelAlert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('The CSV file could not be exported. The data service is not configured.')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});

describe('Supporters: donations', () => {
  it('lists gifts with formatted amounts and pages with the cursor', async () => {
    const list = vi.fn<DonationsFn>(async ({ query }) =>
      query?.cursor
        ? page([donation('d-3', { name: 'Yaw Asante', amount: 100, currency: 'USD', createdAt: '2025-02-01T08:00:00.000Z' })])
        : page(
            [
              donation('d-1'),
              donation('d-2', { name: null, email: null, frequency: 'monthly', renewal: true, amount: 1000, currency: 'XOF' }),
              donation('d-5', { name: 'Wanjiru Kamau', provider: 'paystack', status: 'pending', currency: 'KES' }),
              donation('d-6', {
                name: 'Amina Diallo',
                provider: 'paystack',
                status: 'failed',
                failureReason: 'amount_differs',
                currency: 'KES',
              }),
            ],
            'cursor-d',
          ),
    );
    installFakeData({ listDonations: list });
    renderScreen('/admin/supporters?tab=donations');

    expect(screen.getByText('Loading donations…')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Kofi Boateng' });
    expect(headers()).toEqual(['Donor', 'E-mail', 'Amount', 'Payment', 'Frequency', 'Received']);
    const kofi = rowOf('Kofi Boateng');
    expect(within(kofi).getByText(money(25.5, 'GBP'))).toBeTruthy();
    expect(within(kofi).getByText('One-off')).toBeTruthy();
    // A donor's address opens their page (decision 0051).
    expect(within(kofi).getByRole('link', { name: 'kofi@example.org' }).getAttribute('href')).toBe(
      '/admin/supporters/donor?email=kofi%40example.org',
    );
    expect(within(kofi).getByText('Card (Stripe)', { exact: false })).toBeTruthy();
    expect(within(kofi).getByText('Paid')).toBeTruthy();
    // Mobile money is listed from the start, its state in words: only Paid is money received.
    expect(within(rowOf('Wanjiru Kamau')).getByText('Mobile money (Paystack)', { exact: false })).toBeTruthy();
    expect(within(rowOf('Wanjiru Kamau')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Amina Diallo')).getByText('Failed')).toBeTruthy();
    expect(within(rowOf('Amina Diallo')).getByText('paid amount differs: check in Paystack')).toBeTruthy();
    expect(within(kofi).getByText(formatDateTime('2025-03-05T10:15:00.000Z'))).toBeTruthy();

    const anonymous = rowOf('No name given');
    expect(within(anonymous).getByText('No e-mail given')).toBeTruthy();
    expect(within(anonymous).getByText(money(1000, 'XOF'))).toBeTruthy();
    expect(within(anonymous).getByText('Monthly')).toBeTruthy();
    expect(within(anonymous).getByText('Renewal')).toBeTruthy();
    expect(screen.getByText('Showing 4 donations, more available.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'Yaw Asante' });
    expect(within(rowOf('Yaw Asante')).getByText(money(100, 'USD'))).toBeTruthy();
    expect(screen.getByText('Showing 5 donations.')).toBeTruthy();
    expect(calls(list)).toEqual([{}, { cursor: 'cursor-d' }]);
  });

  it('has no filter, says when there are no gifts, and exports donations.csv', async () => {
    const file = csvFile('id,amount\r\n');
    const exportCsv = vi.fn<CsvFn>().mockResolvedValue(file);
    installFakeData({ listDonations: vi.fn<DonationsFn>().mockResolvedValue(page([])), exportDonationsCsv: exportCsv });
    renderScreen('/admin/supporters?tab=donations');
    expect(await screen.findByText('No donations yet.')).toBeTruthy();
    expect(within(panel()).queryByRole('combobox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toBe('donations.csv');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(exportCsv).toHaveBeenCalledTimes(1);
  });

  it('shows a failed list with Retry', async () => {
    const list = vi
      .fn<DonationsFn>()
      .mockRejectedValueOnce(new DataError('forbidden', 'You do not have permission to do this.'))
      .mockResolvedValue(page([donation('d-1')]));
    installFakeData({ listDonations: list });
    renderScreen('/admin/supporters?tab=donations');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The donations could not be loaded' })).toBeTruthy();
    expect(within(alert).getByText('You do not have permission to do this.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'Kofi Boateng' });
  });

  it('treats a data client without the donations repository as an error', async () => {
    installFakeData({ listDonations: null, exportDonationsCsv: null, listPledges: null, exportPledgesCsv: null });
    renderScreen('/admin/supporters?tab=donations');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data service is not configured.')).toBeTruthy();
  });
});

describe('Supporters: pledges', () => {
  it('lists pledges and pages with the cursor', async () => {
    const pledges = vi.fn<PledgesFn>(async ({ query }) =>
      query?.cursor
        ? page([pledge('p-2', { name: 'Kojo Adjei', email: 'kojo@example.org', frequency: 'once', amount: 50 })])
        : page([pledge('p-1')], 'cursor-p'),
    );
    installFakeData({ listPledges: pledges });
    renderScreen('/admin/supporters?tab=pledges');

    expect(screen.getByText('Loading pledges…')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Efua Mensah' });
    expect(headers()).toEqual(['Name', 'E-mail', 'Amount', 'Frequency', 'Pledged']);
    const efua = rowOf('Efua Mensah');
    expect(within(efua).getByText(money(10, 'EUR'))).toBeTruthy();
    expect(within(efua).getByText('Monthly')).toBeTruthy();
    expect(within(efua).getByRole('link', { name: 'efua@example.org' }).getAttribute('href')).toBe(
      '/admin/supporters/donor?email=efua%40example.org',
    );
    expect(screen.getByText('Showing 1 pledge, more available.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'Kojo Adjei' });
    expect(within(rowOf('Kojo Adjei')).getByText('One-off')).toBeTruthy();
    expect(screen.getByText('Showing 2 pledges.')).toBeTruthy();
    expect(calls(pledges)).toEqual([{}, { cursor: 'cursor-p' }]);
  });

  it('exports pledges.csv, and says why it failed', async () => {
    const exportPledgesCsv = vi
      .fn<CsvFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server. Check your connection and try again.'))
      .mockResolvedValue(csvFile());
    installFakeData({ listPledges: vi.fn<PledgesFn>().mockResolvedValue(page([])), exportPledgesCsv });
    renderScreen('/admin/supporters?tab=pledges');
    await screen.findByText('No pledges yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV file could not be exported. Could not reach the server. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toBe('pledges.csv');
    expect(exportPledgesCsv).toHaveBeenCalledTimes(2);
  });
});

describe('Supporters: messages', () => {
  const long = `${'We run a coding club for girls in Kumasi and would love to partner with you on mentoring. '.repeat(3)}Please call us.`;

  it('lists messages with e-mail link, type badge, organisation, date and the text, without an export', async () => {
    const list = vi.fn<MessagesFn>().mockResolvedValue(
      page([
        message('m-1'),
        message('m-2', {
          name: 'Kwesi Appiah',
          email: 'kwesi@example.org',
          kind: 'partner',
          organisation: 'Code Club Kumasi',
          message: long,
        }),
      ]),
    );
    installFakeData({ listMessages: list });
    renderScreen('/admin/supporters?tab=messages');

    expect(screen.getByText('Loading messages…')).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Ama Owusu' });
    expect(headers()).toEqual(['Name', 'E-mail', 'Type', 'Organisation', 'Received']);
    const ama = messageOf('Ama Owusu');
    expect(within(ama).getAllByRole('row')).toHaveLength(2);
    expect(within(ama).getByRole('link', { name: 'ama@example.org' }).getAttribute('href')).toBe('mailto:ama@example.org');
    expect(within(ama).getByText('Contact').className).toContain('badge');
    expect(within(ama).getByText('None given')).toBeTruthy();
    expect(within(ama).getByText(formatDateTime('2025-03-07T16:30:00.000Z'))).toBeTruthy();
    expect(within(ama).getByText('Hello, I would like to know more about the programme.')).toBeTruthy();
    expect(within(ama).queryByRole('button')).toBeNull();

    const kwesi = messageOf('Kwesi Appiah');
    expect(within(kwesi).getByText('Partner').className).toContain('badge');
    expect(within(kwesi).getByText('Code Club Kumasi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByText('Showing 2 messages.')).toBeTruthy();
  });

  it('cuts a long message short with a "Show more" toggle per row', async () => {
    installFakeData({
      listMessages: vi
        .fn<MessagesFn>()
        .mockResolvedValue(
          page([message('m-1', { message: long }), message('m-2', { name: 'Kwesi Appiah', message: `Second. ${long}` })]),
        ),
    });
    renderScreen('/admin/supporters?tab=messages');
    await screen.findByRole('rowheader', { name: 'Ama Owusu' });
    const ama = messageOf('Ama Owusu');
    const text = () => ama.querySelector('.data-table__message-text')?.textContent ?? '';

    expect(text()).toBe(messagePreview(long));
    expect(text().endsWith('…')).toBe(true);
    expect(text().length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH + 1);
    const toggle = within(ama).getByRole('button', { name: 'Show more of the message from Ama Owusu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(text()).toBe(long);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show less of the message from Ama Owusu');
    // The other row stays short.
    expect(
      within(messageOf('Kwesi Appiah'))
        .getByRole('button', { name: /^Show more/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');

    fireEvent.click(toggle);
    expect(text()).toBe(messagePreview(long));
  });

  it('filters by type, and pages within the filter', async () => {
    const list = vi.fn<MessagesFn>(async ({ query }) =>
      query?.cursor
        ? page([message('m-3', { name: 'Abena Ofori', kind: 'volunteer' })])
        : page([message('m-2', { name: 'Kojo Mensah', kind: 'volunteer' })], query?.kind ? 'cursor-m' : null),
    );
    installFakeData({ listMessages: list });
    renderScreen('/admin/supporters?tab=messages');
    await screen.findByRole('rowheader', { name: 'Kojo Mensah' });

    const select = screen.getByLabelText('Type') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => [option.value, option.text])).toEqual([
      ['', 'All types'],
      ['contact', 'Contact'],
      ['volunteer', 'Volunteer'],
      ['mentor', 'Mentor'],
      ['partner', 'Partner'],
    ]);
    fireEvent.change(select, { target: { value: 'volunteer' } });
    await screen.findByText('Showing 1 message, more available.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('rowheader', { name: 'Abena Ofori' });
    expect(calls(list)).toEqual([{}, { kind: 'volunteer' }, { kind: 'volunteer', cursor: 'cursor-m' }]);
  });

  it('says when there are no messages of the chosen type', async () => {
    installFakeData({ listMessages: vi.fn<MessagesFn>().mockResolvedValue(page([])) });
    renderScreen('/admin/supporters?tab=messages');
    await screen.findByText('No messages yet.');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'mentor' } });
    expect(await screen.findByText('No mentor messages.')).toBeTruthy();
  });

  it('shows a failed list with Retry, also when the client has no messages repository', async () => {
    installFakeData({ listMessages: null });
    renderScreen('/admin/supporters?tab=messages');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The messages could not be loaded' })).toBeTruthy();
    expect(within(alert).getByText('The data service is not configured.')).toBeTruthy();

    const list = vi.fn<MessagesFn>().mockResolvedValue(page([message('m-1')]));
    installFakeData({ listMessages: list });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'Ama Owusu' });
    expect(calls(list)).toEqual([{}]);
  });
});

describe('messagePreview', () => {
  it('leaves short messages alone and cuts long ones at a word', () => {
    expect(messagePreview('Short.')).toBeNull();
    expect(messagePreview('a'.repeat(MESSAGE_PREVIEW_LENGTH))).toBeNull();
    const words = 'word '.repeat(60);
    const preview = messagePreview(words) ?? '';
    expect(preview.endsWith('word…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LENGTH + 1);
    expect(messagePreview('x'.repeat(400))).toBe(`${'x'.repeat(MESSAGE_PREVIEW_LENGTH)}…`);
    // On one line, however the message was laid out.
    expect(messagePreview(`Dear team,\n\n${words}`)).toMatch(/^Dear team, word word [^\n]*…$/);
  });
});
