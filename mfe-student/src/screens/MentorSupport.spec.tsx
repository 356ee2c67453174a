import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type MentorRequest, type Mentorship, type OfferedMentor } from '@sla/data';
import { installFakeApi, page, type OperationFake } from '@sla/data/fakes';
import MentorSupport from './MentorSupport.js';

const MINE: Mentorship = {
  id: 'ms-1',
  student: { uid: 'u-fatou', displayName: 'Fatou Diallo', role: 'student' },
  mentor: {
    uid: 'u-grace',
    displayName: 'Grace Okafor',
    role: 'alumni',
    email: 'grace@example.org',
    headline: 'PhD student in soil science',
  },
  cohortName: 'StepUp Scholars 2027',
  pairedAt: '2027-02-15T10:00:00.000Z',
  you: 'student',
  tasks: [{ id: 't-1', title: 'Read two papers', doneAt: null, createdAt: '2027-03-01T10:00:00.000Z' }],
  checkins: [],
  unreadMessages: 1,
  endedAt: null,
  endedBy: null,
  endNote: null,
};

/** The service answers 404 before a mentor is paired: the screen reads that as no mentor yet. */
const NOT_PAIRED = new DataError('not_found', 'You have no mentor yet.');

const OFFERED: OfferedMentor = {
  uid: 'u-kofi',
  name: 'Kofi Mensah',
  headline: null,
  field: 'Biology',
  country: null,
  programName: 'StepUp Scholars',
  cohortYear: 2024,
  asked: false,
};

const SENT: MentorRequest = {
  id: 'r-1',
  askedAs: 'student',
  studentUid: 'u-fatou',
  studentName: 'Fatou Diallo',
  mentorUid: 'u-kofi',
  mentorName: 'Kofi Mensah',
  note: 'Hello',
  status: 'open',
  createdAt: '2027-03-01T09:00:00.000Z',
  answeredAt: null,
  closedBecause: null,
  mentorshipId: null,
  mentorshipEndedAt: null,
};

function install(mine: OperationFake<'getMyMentorship'>) {
  return installFakeApi({
    getMyMentorship: vi.fn(mine),
    listOfferedMentors: vi.fn().mockResolvedValue({ items: [OFFERED] }),
    listMyMentorRequests: vi.fn().mockResolvedValue({ items: [] }),
    askMentor: vi.fn().mockResolvedValue(SENT),
    listMentorMessages: vi.fn().mockResolvedValue(
      page([
        {
          id: 'm-1',
          authorUid: 'u-grace',
          authorName: 'Grace Okafor',
          body: 'Welcome, Fatou!',
          sentAt: '2027-03-01T09:00:00.000Z',
          mine: false,
        },
      ]),
    ),
  });
}

function renderMentor() {
  return render(
    <MemoryRouter initialEntries={['/student/mentor']}>
      <MentorSupport />
    </MemoryRouter>,
  );
}

describe('Mentor support', () => {
  it('shows the mentor, the thread, the agreed tasks and the check-ins', async () => {
    const api = install(async () => MINE);
    renderMentor();
    expect(screen.getByText('Loading your mentor…')).toBeTruthy();

    const card = (await screen.findByRole('heading', { name: 'Your mentor' })).closest('section') as HTMLElement;
    expect(within(card).getByText('Grace Okafor')).toBeTruthy();
    expect(within(card).getByText('Alumnus or alumna of the programme')).toBeTruthy();
    expect(within(card).getByText('PhD student in soil science')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'grace@example.org' }).getAttribute('href')).toBe('mailto:grace@example.org');
    expect(await screen.findByText('Welcome, Fatou!')).toBeTruthy();
    expect(screen.getByText('1 new')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Read two papers' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check-ins' })).toBeTruthy();
    // The mentorship came with getMyMentorship: it is not asked for again.
    expect(api.getMentorship).not.toHaveBeenCalled();
    expect(api.listMentorMessages).toHaveBeenCalledWith({ params: { id: 'ms-1' }, query: {} });
  });

  it('without a mentor, offers the alumni open to mentoring and sends a request with a note', async () => {
    const api = install(async () => Promise.reject(NOT_PAIRED));
    renderMentor();
    expect(
      await screen.findByText(
        'No mentor yet: staff pair each student with a mentor during the programme, or you may ask an alumnus.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your mentor' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask Kofi Mensah' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Write a short note to introduce yourself.')).toBeTruthy();
    expect(api.askMentor).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Your note/), { target: { value: 'I study soil microbes.' } });
    api.listMyMentorRequests.mockResolvedValue({ items: [SENT] });
    api.listOfferedMentors.mockResolvedValue({ items: [{ ...OFFERED, asked: true }] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Waiting for an answer')).toBeTruthy();
    expect(api.askMentor).toHaveBeenCalledWith({ body: { mentorUid: 'u-kofi', note: 'I study soil microbes.' } });
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('ends the mentorship, then offers to ask someone else above the ended one, read only', async () => {
    const ended: Mentorship = { ...MINE, endedAt: '2027-04-01T10:00:00.000Z', endedBy: 'student', endNote: 'Thank you!' };
    const api = install(async () => MINE);
    api.endMentorship.mockResolvedValue(ended);
    renderMentor();
    fireEvent.click(await screen.findByRole('button', { name: 'End mentorship…' }));
    const dialog = screen.getByRole('dialog', { name: 'End your mentorship with Grace Okafor?' });
    fireEvent.change(within(dialog).getByLabelText(/A note to Grace Okafor/), { target: { value: 'Thank you!' } });
    api.getMyMentorship.mockResolvedValue(ended);
    fireEvent.click(within(dialog).getByRole('button', { name: 'End mentorship' }));

    expect(
      await screen.findByText(
        'Your mentorship with Grace Okafor has ended. You may ask an alumnus to be your mentor, or staff may pair you with one.',
      ),
    ).toBeTruthy();
    expect(api.endMentorship).toHaveBeenCalledWith({ params: { id: 'ms-1' }, body: { note: 'Thank you!' } });
    expect(await screen.findByRole('button', { name: 'Ask Kofi Mensah' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read your conversation with Grace Okafor' }).getAttribute('href')).toBe(
      '#past-mentorship',
    );
    expect(screen.getByRole('heading', { name: 'Your mentorship with Grace Okafor', level: 2 })).toBeTruthy();
    expect(screen.getByText('This mentorship ended on 1 April 2027.')).toBeTruthy();
    expect(screen.getByText('Your note to Grace Okafor:')).toBeTruthy();
    expect(screen.queryByLabelText('Message to Grace Okafor')).toBeNull();
  });

  it('shows an error with Retry', async () => {
    const api = install(async () => {
      throw new DataError('unavailable', 'The data service is resting.');
    });
    renderMentor();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your mentor could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');

    api.getMyMentorship.mockRejectedValueOnce(NOT_PAIRED);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No mentor yet/)).toBeTruthy();
  });
});
