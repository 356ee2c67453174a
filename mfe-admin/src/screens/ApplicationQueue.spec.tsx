import { cleanup, act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, page, signInAs } from '../testing/fakeData.js';
import { DYNAMERGE, programSettings, queueItem, STEPUP } from '../review/testing/fixtures.js';
import { fromDateTimeLocal } from '../review/dateTimeLocal.js';
import ApplicationQueue from './ApplicationQueue.js';

type QueueFn = OperationFake<'listReviewQueue'>;
type DecideManyFn = OperationFake<'decideApplications'>;

const fatou = queueItem('app-fatou', 'Fatou Diallo', {
  decision: 'accepted',
  decisionReleaseAt: '2099-12-03T12:00:00.000Z',
  reviewers: 3,
  reviewsSubmitted: 2,
  averageScore: 71.6,
});
const kwame = queueItem('app-kwame', 'Kwame Mensah', {
  program: DYNAMERGE,
  status: 'submitted',
  reviewers: 0,
  reviewsSubmitted: 0,
  averageScore: null,
});
const amina = queueItem('app-amina', null, { status: 'draft', submittedAt: null });

/** Shows the router's current search string, to check what the screen wrote into the URL. */
function UrlProbe() {
  const location = useLocation();
  return <output data-testid="url">{location.search}</output>;
}
const url = () => screen.getByTestId('url').textContent;

function renderQueue(entry: string | { pathname: string; state: unknown } = '/admin/applications') {
  // In the site the router follows the browser's address; the screen checks it before applying a late search.
  window.history.replaceState({}, '', typeof entry === 'string' ? entry : entry.pathname);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ApplicationQueue />
      <UrlProbe />
    </MemoryRouter>,
  );
}

function install(queue: QueueFn, extra: GivenOperations = {}) {
  return installFakeData({
    listPrograms: vi.fn().mockResolvedValue({ items: [programSettings(STEPUP), programSettings(DYNAMERGE)] }),
    listReviewQueue: vi.fn<QueueFn>(queue),
    ...extra,
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const queries = (client: ReturnType<typeof install>) => client.listReviewQueue.mock.calls.map(([input]) => input.query);

beforeEach(() => signInAs('staff'));

describe('Application queue: the table', () => {
  it('lists applications with applicant, programme, status, decision, dates, reviews and score', async () => {
    const client = install(async () => page([fatou, kwame, amina]));
    renderQueue();

    expect(screen.getByText('Loading applications…')).toBeTruthy();
    await screen.findByText('Fatou Diallo');
    const row = rowOf('Fatou Diallo');
    expect(within(row).getByText('app-fatou@example.org')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/admin/applications/app-fatou');
    expect(within(row).getByText('StepUp Scholars')).toBeTruthy();
    expect(within(row).getByText('Under review').className).toContain('badge');
    expect(within(row).getByText('Accepted').className).toContain('badge');
    expect(within(row).getByText('releases 3 Dec')).toBeTruthy();
    expect(within(row).getByText('3 March 2025')).toBeTruthy();
    expect(within(row).getByText('2/3')).toBeTruthy();
    expect(within(row).getByText('72')).toBeTruthy();

    const kwameRow = rowOf('Kwame Mensah');
    expect(within(kwameRow).getByText('Dynamerge')).toBeTruthy();
    expect(within(kwameRow).getByText('Submitted')).toBeTruthy();
    expect(within(kwameRow).getByText('None yet')).toBeTruthy();
    expect(within(kwameRow).getByText('No score')).toBeTruthy();
    const aminaRow = rowOf('app-amina@example.org');
    expect(within(aminaRow).getByText('Name not given')).toBeTruthy();
    expect(within(aminaRow).getByText('Draft')).toBeTruthy();
    expect(within(aminaRow).getByText('Not submitted')).toBeTruthy();

    expect(screen.getByText('Showing 3 applications.')).toBeTruthy();
    expect(queries(client)).toEqual([{ sort: 'submitted_desc' }]);
  });

  it('shows an empty state, and an error with Retry', async () => {
    const queue = vi
      .fn<QueueFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(page([]));
    installFakeData({ listPrograms: vi.fn().mockResolvedValue({ items: [] }), listReviewQueue: queue });
    renderQueue();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The data service is resting.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No applications match these filters.')).toBeTruthy();
  });

  it('loads more with the cursor and the same filters', async () => {
    const client = install(async ({ query }) => (query?.cursor ? page([amina]) : page([fatou, kwame], 'cursor-2')));
    renderQueue('/admin/applications?status=submitted');
    await screen.findByText('Showing 2 applications, more available.');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('app-amina@example.org');
    expect(queries(client)).toEqual([
      { sort: 'submitted_desc', status: 'submitted' },
      { sort: 'submitted_desc', status: 'submitted', cursor: 'cursor-2' },
    ]);
    expect(screen.getByText('Showing 3 applications.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the notice a screen sent it with (after a conflict of interest)', async () => {
    install(async () => page([fatou]));
    renderQueue({ pathname: '/admin/applications', state: { notice: 'Conflict of interest declared.' } });
    expect((await screen.findByText('Conflict of interest declared.')).getAttribute('role')).toBe('status');
  });
});

describe('Application queue: filters', () => {
  it('sends status, programme, decision, assigned-to-me and sort, and keeps them in the URL', async () => {
    const client = install(async () => page([fatou]));
    renderQueue();
    await screen.findByText('Fatou Diallo');
    await screen.findByRole('option', { name: 'Dynamerge' });

    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect(Array.from(status.options).map((option) => option.text)).toEqual([
      'All statuses',
      'Submitted',
      'Under review',
      'Decided',
      'Withdrawn',
    ]);
    fireEvent.change(status, { target: { value: 'under_review' } });
    fireEvent.change(screen.getByLabelText('Programme'), { target: { value: DYNAMERGE.id } });
    fireEvent.change(screen.getByLabelText('Decision'), { target: { value: 'none' } });
    fireEvent.click(screen.getByLabelText('Assigned to me'));
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect(Array.from(sort.options).map((option) => option.text)).toEqual([
      'Newest submitted',
      'Oldest submitted',
      'Highest score',
      'Recently updated',
    ]);
    fireEvent.change(sort, { target: { value: 'score_desc' } });

    await waitFor(() =>
      expect(queries(client).at(-1)).toEqual({
        sort: 'score_desc',
        status: 'under_review',
        programId: DYNAMERGE.id,
        decision: 'none',
        assignedToMe: '1',
      }),
    );
    expect(url()).toBe('?status=under_review&programme=prog-dynamerge&decision=none&mine=1&sort=score_desc');
  });

  it('searches after a pause in typing, or at once on Enter', async () => {
    const client = install(async () => page([fatou]));
    renderQueue();
    await screen.findByText('Fatou Diallo');

    const search = screen.getByLabelText('Search by name or e-mail');
    fireEvent.change(search, { target: { value: 'fa' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    fireEvent.change(search, { target: { value: 'fatou ' } });
    expect(queries(client)).toEqual([{ sort: 'submitted_desc' }]);
    await waitFor(() =>
      expect(queries(client)).toEqual([{ sort: 'submitted_desc' }, { sort: 'submitted_desc', search: 'fatou' }]),
    );
    expect(url()).toBe('?q=fatou');
    expect((search as HTMLInputElement).value).toBe('fatou ');

    fireEvent.change(search, { target: { value: 'kwame' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(queries(client).at(-1)).toEqual({ sort: 'submitted_desc', search: 'kwame' }));
    expect(client.listReviewQueue).toHaveBeenCalledTimes(3);
  });

  it('drops a search still pending when the person has already followed a link away', async () => {
    const client = install(async () => page([fatou]));
    renderQueue();
    await screen.findByText('Fatou Diallo');
    fireEvent.change(screen.getByLabelText('Search by name or e-mail'), { target: { value: 'fatou' } });
    // The next screen is loading; this one is still shown when the pause in typing ends.
    window.history.pushState({}, '', '/admin/applications/app-1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(queries(client)).toEqual([{ sort: 'submitted_desc' }]);
    expect(url()).toBe('');
  });

  it('reads the filters from the URL, so a reload or a shared link shows the same queue', async () => {
    const client = install(async () => page([fatou]));
    renderQueue('/admin/applications?status=decided&programme=prog-stepup&decision=accepted&mine=1&q=fatou&sort=updated_desc');
    await screen.findByText('Fatou Diallo');

    expect(queries(client)).toEqual([
      {
        sort: 'updated_desc',
        status: 'decided',
        programId: 'prog-stepup',
        decision: 'accepted',
        assignedToMe: '1',
        search: 'fatou',
      },
    ]);
    expect((screen.getByLabelText('Search by name or e-mail') as HTMLInputElement).value).toBe('fatou');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('decided');
    expect((screen.getByLabelText('Decision') as HTMLSelectElement).value).toBe('accepted');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('updated_desc');
    expect((screen.getByLabelText('Assigned to me') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect((screen.getByLabelText('Programme') as HTMLSelectElement).value).toBe('prog-stepup'));
  });

  it('still lists applications when the programmes cannot be loaded', async () => {
    installFakeData({
      listPrograms: vi.fn().mockRejectedValue(new DataError('forbidden', 'No.')),
      listReviewQueue: vi.fn<QueueFn>().mockResolvedValue(page([fatou])),
    });
    renderQueue();
    expect(await screen.findByText('Fatou Diallo')).toBeTruthy();
    expect(await screen.findByText(/programmes could not be loaded/)).toBeTruthy();
  });
});

describe('Application queue: CSV export', () => {
  let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/file-1');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => expect(document.querySelectorAll('a[download]')).toHaveLength(0));

  it('is not offered to staff, who lack export_applications', async () => {
    install(async () => page([fatou]));
    renderQueue();
    await screen.findByText('Fatou Diallo');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('exports the filtered set for an admin', async () => {
    signInAs('admin');
    const file = new Blob(['id\n'], { type: 'text/csv' });
    const client = install(async () => page([fatou]), { exportReviewQueue: vi.fn().mockResolvedValue(file) });
    renderQueue('/admin/applications?status=decided');
    await screen.findByText('Fatou Diallo');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['applications.csv']));
    expect(client.exportReviewQueue).toHaveBeenCalledWith({ query: { sort: 'submitted_desc', status: 'decided' } });
    expect(createObjectURL).toHaveBeenCalledWith(file);
  });

  it('adds every answer and the reviewers’ scores for one programme only', async () => {
    signInAs('admin');
    const file = new Blob(['id\n'], { type: 'text/csv' });
    const client = install(async () => page([fatou]), { exportReviewQueue: vi.fn().mockResolvedValue(file) });
    renderQueue('/admin/applications');
    await screen.findByText('Fatou Diallo');
    const withAnswers = screen.getByLabelText('With every answer and the reviewers’ scores') as HTMLInputElement;
    // Each programme asks its own questions: without one, there are no columns to give them.
    expect(withAnswers.disabled).toBe(true);
    expect(screen.getByText(/Choose a programme to include its answers/)).toBeTruthy();
    cleanup();

    renderQueue(`/admin/applications?programme=${STEPUP.id}`);
    await screen.findByText('Fatou Diallo');
    const enabled = screen.getByLabelText('With every answer and the reviewers’ scores') as HTMLInputElement;
    expect(enabled.disabled).toBe(false);
    fireEvent.click(enabled);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['applications-with-answers.csv']));
    expect(client.exportReviewQueue).toHaveBeenCalledWith({
      query: { sort: 'submitted_desc', programId: STEPUP.id, answers: '1' },
    });
  });
});

describe('Application queue: bulk decisions', () => {
  it('decides the selected applications and shows each refusal with its reason', async () => {
    const decideMany = vi.fn<DecideManyFn>().mockResolvedValue({
      decided: ['app-fatou'],
      refused: [{ id: 'app-kwame', message: 'A submitted application must be under review before a decision.' }],
    });
    const client = install(async () => page([fatou, kwame, amina]), { decideApplications: decideMany });
    renderQueue();
    await screen.findByText('Fatou Diallo');
    expect(screen.queryByRole('button', { name: 'Decide…' })).toBeNull();

    fireEvent.click(screen.getByLabelText('Select the application from Fatou Diallo'));
    fireEvent.click(screen.getByLabelText('Select the application from Kwame Mensah'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decide…' }));

    const dialog = screen.getByRole('dialog', { name: 'Decide 2 applications' });
    expect(within(dialog).getByText(/Until then the applicant sees “Under review”/)).toBeTruthy();
    // Without a decision, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide 2 applications' }));
    expect(within(dialog).getByText('Choose a decision.')).toBeTruthy();
    expect(decideMany).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByLabelText('Rejected'));
    fireEvent.change(within(dialog).getByLabelText('Release date and time'), { target: { value: '2099-12-03T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide 2 applications' }));

    await within(dialog).findByText('1 decided (rejected), 1 refused.');
    expect(decideMany).toHaveBeenCalledWith({
      body: {
        applicationIds: ['app-fatou', 'app-kwame'],
        decision: 'rejected',
        releaseAt: fromDateTimeLocal('2099-12-03T09:30'),
      },
    });
    const refusal = within(dialog)
      .getByText(/must be under review/)
      .closest('li') as HTMLElement;
    expect(refusal.textContent).toBe('Kwame Mensah: A submitted application must be under review before a decision.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The queue reloads to show the new decisions, and the selection is cleared.
    await waitFor(() => expect(client.listReviewQueue).toHaveBeenCalledTimes(2));
    await screen.findByText('Fatou Diallo');
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('selects every row shown at once, and shows a refused request in the dialog', async () => {
    const decideMany = vi
      .fn<DecideManyFn>()
      .mockRejectedValue(new DataError('forbidden', 'Your role cannot decide applications.'));
    install(async () => page([fatou, kwame]), { decideApplications: decideMany });
    renderQueue();
    await screen.findByText('Fatou Diallo');

    fireEvent.click(screen.getByLabelText('Select all applications shown'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Decide…' }));
    const dialog = screen.getByRole('dialog', { name: 'Decide 2 applications' });
    fireEvent.click(within(dialog).getByLabelText('Waitlisted'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide 2 applications' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your role cannot decide applications.');
    expect(decideMany.mock.calls[0]?.[0].body.applicationIds).toEqual(['app-fatou', 'app-kwame']);
  });
});

describe('Application queue: a message to the applicants the filters choose', () => {
  it('counts them first, then sends one message to each with the same filters', async () => {
    const client = install(() => Promise.resolve(page([kwame])), {
      countMessageRecipients: vi.fn().mockResolvedValue({ count: 2 }),
      messageApplicants: vi.fn().mockResolvedValue({ sent: 2 }),
    });
    renderQueue('/admin/applications?status=submitted&programme=p-stepup');
    await screen.findByText('Kwame Mensah');
    fireEvent.click(screen.getByRole('button', { name: 'Message these applicants…' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Message 2 applicants' });
    expect(client.countMessageRecipients).toHaveBeenCalledWith({ query: { status: 'submitted', programId: 'p-stepup' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2 applicants' }));
    expect(await within(dialog).findByText('Write your message.')).toBeTruthy();
    expect(client.messageApplicants).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Upload your transcript, please.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 2 applicants' }));
    expect(await screen.findByText('Message sent to 2 applicants.')).toBeTruthy();
    expect(client.messageApplicants).toHaveBeenCalledWith({
      body: { status: 'submitted', programId: 'p-stepup', body: 'Upload your transcript, please.' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be opened while a decision not yet released would choose who gets it, and says why', async () => {
    install(() => Promise.resolve(page([fatou])));
    renderQueue('/admin/applications?decision=accepted');
    await screen.findByText('Fatou Diallo');
    const button = screen.getByRole('button', { name: 'Message these applicants…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/A decision cannot choose who gets a message until applicants can see it/)).toBeTruthy();
  });

  it('says when no one matches', async () => {
    install(() => Promise.resolve(page([kwame])), { countMessageRecipients: vi.fn().mockResolvedValue({ count: 0 }) });
    renderQueue();
    await screen.findByText('Kwame Mensah');
    fireEvent.click(screen.getByRole('button', { name: 'Message these applicants…' }));
    expect(await screen.findByText('No application matches these filters, so there is no one to write to.')).toBeTruthy();
  });
});
