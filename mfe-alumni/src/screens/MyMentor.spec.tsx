import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureData, DataError, type MentorAsking, type MentorRequest, type OfferedMentor } from '@sla/data';
import { installFakeApi, page } from '@sla/data/fakes';
import { signInAs } from '@sla/portal-kit/testing/links';
import { mentorship } from '@sla/portal-kit/mentoring/testing';
import { forgetMentorAsking } from '../mentor/useMentorPage.js';
import { PortalNav } from '../PortalNav.js';
import MyMentor from './MyMentor.js';

afterEach(() => {
  configureData(null);
  forgetMentorAsking();
});

const RECENT: MentorAsking = { mayAsk: true, askUntil: '2028-03-01T09:00:00.000Z', hasMentor: false, openRequests: 0 };
const EARLIER: MentorAsking = { mayAsk: false, askUntil: null, hasMentor: false, openRequests: 0 };
const NO_MENTOR = new DataError('not_found', 'You have no mentor yet.');

const OFFERED: OfferedMentor = {
  uid: 'u-kofi',
  name: 'Kofi Mensah',
  headline: 'Soil scientist',
  field: 'Biology',
  country: 'GH',
  programName: 'Dynamerge',
  cohortYear: 2019,
  asked: false,
};

const SENT: MentorRequest = {
  id: 'r-1',
  askedAs: 'alumni',
  studentUid: 'acting-user',
  studentName: 'Acting User',
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

const renderScreen = () =>
  render(
    <MemoryRouter initialEntries={['/alumni/mentor']}>
      <MyMentor />
    </MemoryRouter>,
  );

describe('a recent alumnus looking for a mentor', () => {
  it('sees the alumni open to mentoring until when they may ask, and asks one with a note', async () => {
    signInAs('alumni');
    const api = installFakeApi({
      getMentorAsking: vi.fn(async () => RECENT),
      getMyMentorship: vi.fn(async () => {
        throw NO_MENTOR;
      }),
      listOfferedMentors: vi.fn(async () => ({ items: [OFFERED] })),
      listMyMentorRequests: vi.fn(async () => ({ items: [] as MentorRequest[] })),
      askMentor: vi.fn(async () => SENT),
    });
    renderScreen();
    expect(await screen.findByText('No mentor yet. You may ask alumni open to mentoring until 1 March 2028.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask Kofi Mensah' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Write a short note to introduce yourself.')).toBeTruthy();
    expect(api.askMentor).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'I finished last year.' } });
    api.listMyMentorRequests.mockResolvedValue({ items: [SENT] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Your requests' })).toBeTruthy();
    expect(api.askMentor).toHaveBeenCalledWith({ body: { mentorUid: 'u-kofi', note: 'I finished last year.' } });
    expect(screen.getByText('Waiting for an answer')).toBeTruthy();
  });

  it('past the first two years is told where else to look, sees their requests, and is not offered the mentors', async () => {
    signInAs('alumni');
    const api = installFakeApi({
      getMentorAsking: vi.fn(async () => ({ ...EARLIER, openRequests: 1 })),
      getMyMentorship: vi.fn(async () => {
        throw NO_MENTOR;
      }),
      listOfferedMentors: vi.fn(async () => ({ items: [OFFERED] })),
      listMyMentorRequests: vi.fn(async () => ({ items: [SENT] })),
    });
    renderScreen();
    expect(await screen.findByText(/Asking for a mentor here is open during the first 2 years/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the directory' }).getAttribute('href')).toBe('/alumni/directory');
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Alumni open to mentoring' })).toBeNull();
    expect(api.listOfferedMentors).not.toHaveBeenCalled();
  });

  it('with a mentor, meets them here: who they are and the conversation', async () => {
    signInAs('alumni');
    installFakeApi({
      getMentorAsking: vi.fn(async () => ({ ...RECENT, hasMentor: true })),
      getMyMentorship: vi.fn(async () =>
        mentorship({ cohortName: null, student: { uid: 'acting-user', displayName: 'Acting User', role: 'alumni' } }),
      ),
      listMentorMessages: vi.fn(async () => page([])),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Your mentor' })).toBeTruthy();
    expect(screen.getByText('Grace Okafor')).toBeTruthy();
    expect(screen.queryByText('Cohort')).toBeNull();
  });

  it('after the mentor ended it, may ask again above the ended mentorship, which shows their note', async () => {
    signInAs('alumni');
    const api = installFakeApi({
      getMentorAsking: vi.fn(async () => RECENT),
      getMyMentorship: vi.fn(async () =>
        mentorship({
          cohortName: null,
          student: { uid: 'acting-user', displayName: 'Acting User', role: 'alumni' },
          endedAt: '2027-04-01T10:00:00.000Z',
          endedBy: 'mentor',
          endNote: 'I am moving abroad. Good luck!',
        }),
      ),
      listOfferedMentors: vi.fn(async () => ({ items: [OFFERED] })),
      listMyMentorRequests: vi.fn(async () => ({ items: [] })),
      listMentorMessages: vi.fn(async () => page([])),
    });
    renderScreen();
    expect(
      await screen.findByText(
        'Your mentorship with Grace Okafor has ended. You may ask another alumnus open to mentoring until 1 March 2028.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ask Kofi Mensah' })).toBeTruthy();
    expect(api.listOfferedMentors).toHaveBeenCalled();
    expect(screen.getByText('Grace Okafor ended it.', { exact: false })).toBeTruthy();
    expect(screen.getByText('I am moving abroad. Good luck!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End mentorship…' })).toBeNull();
  });

  it('says when it cannot load, with Retry', async () => {
    signInAs('alumni');
    const api = installFakeApi({
      getMentorAsking: vi.fn(async () => {
        throw new DataError('unavailable', 'The data service is resting.');
      }),
      getMyMentorship: vi.fn(async () => {
        throw NO_MENTOR;
      }),
      listOfferedMentors: vi.fn(async () => ({ items: [] as OfferedMentor[] })),
      listMyMentorRequests: vi.fn(async () => ({ items: [] as MentorRequest[] })),
    });
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your mentor could not be loaded');
    api.getMentorAsking.mockResolvedValue(RECENT);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No alumni are open to mentoring just now. Look again later, or find people in the directory.'),
    ).toBeTruthy();
  });
});

describe('the alumni navigation’s My mentor link', () => {
  const links = async () => {
    render(
      <MemoryRouter initialEntries={['/alumni']}>
        <PortalNav />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: 'Overview' });
    return () => screen.queryByRole('link', { name: 'My mentor' });
  };

  it('is there for an alumnus the service lets ask, and for one with a mentor or a request waiting', async () => {
    for (const answer of [RECENT, { ...EARLIER, hasMentor: true }, { ...EARLIER, openRequests: 2 }]) {
      signInAs('alumni');
      installFakeApi({ getMentorAsking: vi.fn(async () => answer) });
      const link = await links();
      await vi.waitFor(() => expect(link(), JSON.stringify(answer)).not.toBeNull());
      document.body.innerHTML = '';
      forgetMentorAsking();
    }
  });

  it('is not there for an alumnus past their first two years with nothing there, nor for staff or admins (never asked)', async () => {
    signInAs('alumni');
    const api = installFakeApi({ getMentorAsking: vi.fn(async () => EARLIER) });
    let link = await links();
    await vi.waitFor(() => expect(api.getMentorAsking).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(link()).toBeNull();
    document.body.innerHTML = '';
    for (const role of ['admin', 'staff'] as const) {
      signInAs(role);
      link = await links();
      expect(link()).toBeNull();
      document.body.innerHTML = '';
    }
    expect(api.getMentorAsking).toHaveBeenCalledTimes(1);
  });
});
