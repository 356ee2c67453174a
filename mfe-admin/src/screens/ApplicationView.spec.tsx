import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type StaffApplication } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs } from '../testing/fakeData.js';
import { fromDateTimeLocal } from '../review/dateTimeLocal.js';
import { review, reviewer, staffApplication } from '../review/testing/fixtures.js';
import ApplicationView from './ApplicationView.js';

// The words typed are still in the box while sending: wait for them in the thread, not in the textarea.
const SENT_NOT_TYPED = 'script, style, textarea';

type GetFn = OperationFake<'getReviewApplication'>;

/** The queue's place in the router: shows the notice it was sent with. */
function QueueProbe() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return <p data-testid="queue">Queue. {state?.notice}</p>;
}

function renderView(id = 'app-1') {
  return render(
    <MemoryRouter initialEntries={[`/admin/applications/${id}`]}>
      <Routes>
        <Route path="/admin/applications/:id" element={<ApplicationView />} />
        <Route path="/admin/applications" element={<QueueProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The application, or none: the service answers 404 (a conflict, or missing). */
function install(app: StaffApplication | null, extra: GivenOperations = {}) {
  const get = app
    ? vi.fn<GetFn>().mockResolvedValue(app)
    : vi.fn<GetFn>().mockRejectedValue(new DataError('not_found', 'No such application.'));
  // No referee asked unless a test says otherwise (the reference letters panel has its own spec).
  return installFakeData({
    getReviewApplication: get,
    listApplicationReferences: vi.fn().mockResolvedValue({ items: [] }),
    getApplicationThread: vi.fn().mockResolvedValue({ items: [], nextCursor: null, unread: 0 }),
    ...extra,
  });
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;
const answerTo = (question: string) => screen.getByText(question, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => signInAs('staff'));

describe('Application view: the application', () => {
  it('shows the applicant, programme, status and every answer in its form', async () => {
    const client = install(staffApplication());
    renderView();
    expect(screen.getByText('Loading the application…')).toBeTruthy();
    await screen.findByText('Lycée de Dakar');
    expect(client.getReviewApplication).toHaveBeenCalledWith({ params: { id: 'app-1' } });

    expect(screen.getByText('Fatou Diallo')).toBeTruthy();
    expect(screen.getByText('fatou@example.org')).toBeTruthy();
    expect(screen.getByText('StepUp Scholars')).toBeTruthy();
    expect(screen.getByText('Under review').className).toContain('badge');

    expect(screen.getByRole('heading', { name: 'About you', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your story', level: 3 })).toBeTruthy();
    expect(screen.getByText('Tell us in your own words.')).toBeTruthy();
    expect(answerTo('Date of birth').textContent).toBe('17 May 2008');
    expect(
      within(answerTo('Fields you like'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Biology', 'Maths']);
    // Long text keeps its paragraphs and line breaks.
    const paragraphs = answerTo('Why do you apply?').querySelectorAll('p');
    expect(Array.from(paragraphs).map((p) => p.textContent)).toEqual(['I love science.Especially cells.', 'I want to teach.']);
    expect(paragraphs[0]?.querySelectorAll('br')).toHaveLength(1);
    expect(answerTo('Anything else?').textContent).toBe('No answer');

    const transcript = answerTo('School transcript');
    expect(within(transcript).getByText('transcript.pdf')).toBeTruthy();
    expect(within(transcript).getByText('(PDF, 340 KB)')).toBeTruthy();

    const events = within(section('Timeline')).getAllByRole('listitem');
    expect(events.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1 Mar 2025, \d\d:\d\d Started$/),
      expect.stringMatching(/ Submitted$/),
    ]);
    expect(events[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-01T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Review this application' }).getAttribute('href')).toBe(
      '/admin/applications/app-1/review',
    );
  });

  it('fetches a file to download it, or to open it in a new tab', async () => {
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const client = install(staffApplication(), { downloadReviewFile: vi.fn().mockResolvedValue(file) });
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:http://localhost/transcript');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderView();

    fireEvent.click(await screen.findByRole('button', { name: 'Download transcript.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['transcript.pdf']));
    expect(client.downloadReviewFile).toHaveBeenCalledWith({ params: { id: 'app-1', fileId: 'file-1' } });

    fireEvent.click(screen.getByRole('button', { name: 'Open transcript.pdf' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/transcript'));
    expect(tab.opener).toBeNull();
    expect(createObjectURL.mock.calls.at(-1)?.[0].type).toBe('application/pdf');
  });

  it('says why a file could not be fetched', async () => {
    install(staffApplication(), {
      downloadReviewFile: vi.fn().mockRejectedValue(new DataError('not_found', 'This file is gone.')),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Download transcript.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be fetched. This file is gone.');
  });

  it('says the application cannot be opened when the server answers none (a conflict, or missing)', async () => {
    install(null);
    renderView();
    expect(await screen.findByRole('heading', { name: 'You cannot open this application' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the applications' }).getAttribute('href')).toBe('/admin/applications');
  });

  it('shows a failure with Retry', async () => {
    const get = vi
      .fn<GetFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Try again soon.'))
      .mockResolvedValueOnce(staffApplication());
    installFakeData({ getReviewApplication: get });
    renderView();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Try again soon.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lycée de Dakar')).toBeTruthy();
  });
});

describe('Application view: reviewers and reviews', () => {
  it('lists the reviewers with whether each has reviewed, and the visible reviews with their average', async () => {
    install(
      staffApplication({
        reviews: [
          review('u-amara', 'Amara Okafor'),
          review('u-bola', 'Bola Ade', { weightedScore: 50, recommendation: 'waitlist', comment: '' }),
        ],
      }),
    );
    renderView();
    const reviewers = await screen.findByRole('heading', { name: 'Reviewers' }).then((h) => h.closest('section') as HTMLElement);
    const amara = within(reviewers).getByText('Amara Okafor').closest('li') as HTMLElement;
    expect(within(amara).getByText('Review submitted')).toBeTruthy();
    const me = within(reviewers).getByText('Acting User').closest('li') as HTMLElement;
    expect(within(me).getByText('Not reviewed yet')).toBeTruthy();

    const reviews = section('Reviews');
    expect(within(reviews).getByText('60 / 100')).toBeTruthy();
    const first = within(reviews).getByRole('heading', { name: 'Amara Okafor' }).closest('article') as HTMLElement;
    expect(within(first).getByText('Weighted score 70 / 100')).toBeTruthy();
    expect(first.textContent).toContain('Recommends accept');
    expect(within(first).getByText('Motivation').nextElementSibling?.textContent).toBe('4 of 1–5');
    expect(within(first).getByText('Potential').nextElementSibling?.textContent).toBe('6 of 0–10');
    expect(within(first).getByText('Strong essay.')).toBeTruthy();
    const second = within(reviews).getByRole('heading', { name: 'Bola Ade' }).closest('article') as HTMLElement;
    expect(second.textContent).toContain('Recommends waitlist');
    expect(within(second).getByText('No comment.')).toBeTruthy();
  });

  it('explains that other scores appear after the caller submits theirs', async () => {
    install(staffApplication({ assignedToMe: true, myReview: null, reviews: [] }));
    renderView();
    const reviews = await screen.findByRole('heading', { name: 'Reviews' }).then((h) => h.closest('section') as HTMLElement);
    expect(within(reviews).getByText(/Scores from other reviewers appear after you submit yours\./)).toBeTruthy();
    expect(within(reviews).getByRole('link', { name: 'Review this application' })).toBeTruthy();
  });

  it('does not explain hidden reviews to someone not assigned', async () => {
    install(staffApplication({ assignedToMe: false, reviews: [] }));
    renderView();
    expect(await screen.findByText('No reviews submitted yet.')).toBeTruthy();
    expect(screen.queryByText(/appear after you submit yours/)).toBeNull();
  });

  it('assigns the reviewers ticked, sending their ids', async () => {
    const before = staffApplication();
    const after = staffApplication({
      reviewers: [
        ...before.reviewers,
        { reviewerUid: 'u-chidi', reviewerName: 'Chidi Obi', assignedAt: '2025-03-06T08:00:00.000Z', reviewSubmitted: false },
      ],
    });
    const client = install(before, {
      listReviewers: vi.fn().mockResolvedValue({
        items: [reviewer('u-amara', 'Amara Okafor'), reviewer('u-chidi', 'Chidi Obi'), reviewer('u-dede', 'Dede Mensah')],
      }),
      assignReviewers: vi.fn().mockResolvedValue(after),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign reviewers' }));

    const dialog = screen.getByRole('dialog', { name: 'Assign reviewers' });
    const amara = (await within(dialog).findByRole('checkbox', { name: /Amara Okafor/ })) as HTMLInputElement;
    expect(amara.checked).toBe(true);
    expect(amara.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose at least one reviewer.')).toBeTruthy();
    expect(client.assignReviewers).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Chidi Obi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.assignReviewers).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { reviewerUids: ['u-chidi'] } });
    expect(within(section('Reviewers')).getByText('Chidi Obi')).toBeTruthy();
    expect(screen.getByText('Reviewers assigned.')).toBeTruthy();
  });

  it('says a refusal about the chosen reviewers once, beside the list', async () => {
    const message = 'Only people who may review applications can be assigned.';
    install(staffApplication(), {
      listReviewers: vi.fn().mockResolvedValue({ items: [reviewer('u-chidi', 'Chidi Obi')] }),
      assignReviewers: vi.fn().mockRejectedValue(new DataError('invalid_input', message, { reviewerUids: message })),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign reviewers' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign reviewers' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Chidi Obi' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getAllByText(message)).toHaveLength(1);
  });

  it('removes a reviewer', async () => {
    const before = staffApplication();
    const client = install(before, {
      unassignReviewer: vi.fn().mockResolvedValue(staffApplication({ reviewers: before.reviewers.slice(1) })),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Amara Okafor as a reviewer' }));
    expect(await screen.findByText('Amara Okafor no longer reviews this application.')).toBeTruthy();
    expect(client.unassignReviewer).toHaveBeenCalledWith({ params: { id: 'app-1', uid: 'u-amara' } });
    expect(screen.queryByRole('button', { name: 'Remove Amara Okafor as a reviewer' })).toBeNull();
  });
});

describe('Application view: decision', () => {
  it('sends the decision with its release time', async () => {
    const decided = staffApplication({
      status: 'decided',
      decision: 'accepted',
      decisionReleaseAt: '2099-12-03T09:30:00.000Z',
      studentRole: 'awaiting_release',
    });
    const client = install(staffApplication(), {
      decideApplication: vi.fn<OperationFake<'decideApplication'>>().mockResolvedValue(decided),
    });
    renderView();
    const panel = await screen.findByRole('heading', { name: 'Decision' }).then((h) => h.closest('section') as HTMLElement);
    expect(within(panel).getByText('No decision yet.')).toBeTruthy();

    fireEvent.click(within(panel).getByLabelText('Accepted'));
    fireEvent.change(within(panel).getByLabelText('Release date and time'), { target: { value: '2099-12-03T09:30' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save decision' }));

    expect(await within(panel).findByText('Decision saved: accepted.')).toBeTruthy();
    expect(client.decideApplication).toHaveBeenCalledWith({
      params: { id: 'app-1' },
      body: { decision: 'accepted', releaseAt: fromDateTimeLocal('2099-12-03T09:30') },
    });
    expect(within(panel).getByText(/until then the applicant sees “Under review”/)).toBeTruthy();
    expect(within(panel).getByText('Becomes a student when the decision is released.')).toBeTruthy();
  });

  it('shows the server’s refusal of a decision', async () => {
    install(staffApplication(), {
      decideApplication: vi.fn().mockRejectedValue(new DataError('conflict', 'A withdrawn application cannot be decided.')),
    });
    renderView();
    const panel = await screen.findByRole('heading', { name: 'Decision' }).then((h) => h.closest('section') as HTMLElement);
    fireEvent.click(within(panel).getByLabelText('Rejected'));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save decision' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('A withdrawn application cannot be decided.');
  });

  const refused = () =>
    staffApplication({
      status: 'decided',
      decision: 'accepted',
      decisionReleaseAt: '2025-03-10T09:00:00.000Z',
      studentRole: 'refused',
      studentRoleMessage: 'Only an admin can make someone a student.',
    });

  it('shows staff why the applicant is not a student yet, without a Make student button', async () => {
    install(refused());
    renderView();
    expect(await screen.findByText(/Only an admin can make someone a student\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make student' })).toBeNull();
  });

  it('lets an admin make the accepted applicant a student', async () => {
    signInAs('admin');
    const client = install(refused(), {
      assignStudentRole: vi.fn().mockResolvedValue({ ...refused(), studentRole: 'assigned', studentRoleMessage: null }),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Make student' }));
    expect(await screen.findByText('Now a student.')).toBeTruthy();
    expect(client.assignStudentRole).toHaveBeenCalledWith({ params: { id: 'app-1' } });
    expect(screen.queryByRole('button', { name: 'Make student' })).toBeNull();
  });

  it('offers no Make student button once the role is assigned, even to an admin', async () => {
    signInAs('admin');
    install({ ...refused(), studentRole: 'assigned', studentRoleMessage: null });
    renderView();
    expect(await screen.findByText('Now a student.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make student' })).toBeNull();
  });
});

describe('Application view: conflict of interest', () => {
  it('declares a conflict with a reason, then goes back to the queue with a notice', async () => {
    const client = install(staffApplication(), { declareConflict: vi.fn().mockResolvedValue(undefined) });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Declare a conflict of interest' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare a conflict of interest' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }));
    expect(within(dialog).getByText('Say briefly what the conflict is.')).toBeTruthy();
    expect(client.declareConflict).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('What is the conflict?'), { target: { value: ' She is my cousin. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }));
    const queue = await screen.findByTestId('queue');
    expect(client.declareConflict).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { reason: 'She is my cousin.' } });
    expect(queue.textContent).toContain('The application from Fatou Diallo is no longer open to you.');
  });

  it('keeps the dialog open with the server’s message when the declaration is refused', async () => {
    install(staffApplication(), {
      declareConflict: vi.fn().mockRejectedValue(new DataError('conflict', 'You already declared a conflict.')),
    });
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Declare a conflict of interest' }));
    const dialog = screen.getByRole('dialog', { name: 'Declare a conflict of interest' });
    fireEvent.change(within(dialog).getByLabelText('What is the conflict?'), { target: { value: 'Neighbour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare the conflict' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already declared a conflict.');
  });
});

describe('Application view: messages with the applicant', () => {
  const fromApplicant = {
    id: 'm-2',
    fromStaff: false,
    author: { uid: 'u-fatou', displayName: 'Fatou Diallo' },
    body: 'It is *uploaded*.',
    bodyHtml: '<p>It is <em>uploaded</em>.</p>',
    sentAt: '2026-03-02T10:00:00.000Z',
  };
  const fromStaff = {
    id: 'm-1',
    fromStaff: true,
    author: { uid: 'staff-1', displayName: 'Grace Mutua' },
    body: 'Please upload your transcript.',
    bodyHtml: '<p>Please upload your transcript.</p>',
    sentAt: '2026-03-01T10:00:00.000Z',
  };

  it('shows the thread oldest first with who wrote each, marks unread replies read, and sends a message', async () => {
    const client = install(staffApplication(), {
      getApplicationThread: vi.fn().mockResolvedValue({ items: [fromApplicant, fromStaff], nextCursor: null, unread: 1 }),
      markApplicationThreadRead: vi.fn().mockResolvedValue(undefined),
      messageApplicant: vi.fn().mockResolvedValue({
        ...fromStaff,
        id: 'm-3',
        body: 'Thank you!',
        bodyHtml: '<p>Thank you!</p>',
        sentAt: '2026-03-03T10:00:00.000Z',
      }),
    });
    renderView();
    const thread = (await screen.findByRole('heading', { level: 2, name: /Messages with the applicant/ })).closest(
      'section',
    ) as HTMLElement;
    await within(thread).findByText('uploaded');
    const items = () =>
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()[0]).toMatch(/^Grace Mutua.*Please upload your transcript\.$/);
    expect(items()[1]).toMatch(/^Fatou Diallo.*It is uploaded\.$/);
    expect(within(thread).getByText('uploaded').tagName).toBe('EM');
    expect(within(thread).getByText('1 new')).toBeTruthy();
    await waitFor(() => expect(client.markApplicationThreadRead).toHaveBeenCalledWith({ params: { id: 'app-1' } }));

    fireEvent.change(within(thread).getByLabelText(/Message to Fatou Diallo/), { target: { value: 'Thank you!' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    await within(thread).findByText('Thank you!', { ignore: SENT_NOT_TYPED });
    expect(client.messageApplicant).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { body: 'Thank you!' } });
  });

  it('checks the message before sending: an empty one is not sent', async () => {
    const client = install(staffApplication(), { messageApplicant: vi.fn() });
    renderView();
    const thread = (await screen.findByRole('heading', { level: 2, name: /Messages with the applicant/ })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(thread).findByText(/No messages yet\. Write the first one to Fatou Diallo\./)).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Write your message.')).toBeTruthy();
    expect(client.messageApplicant).not.toHaveBeenCalled();
  });
});
