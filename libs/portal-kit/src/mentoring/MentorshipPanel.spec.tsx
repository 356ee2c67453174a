import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type Mentorship } from '@sla/data';
import { installFakeApi, page } from '@sla/data/fakes';
import { MentorshipPanel } from './MentorshipPanel.js';
import { checkin, mentorship, message, task } from './testing.js';

function install(found: Mentorship | Error) {
  return installFakeApi({
    getMentorship: vi.fn(() => (found instanceof Error ? Promise.reject(found) : Promise.resolve(found))),
    listMentorMessages: vi.fn().mockResolvedValue(page([])),
  });
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

describe('MentorshipPanel: who, from either side', () => {
  it('shows a student their mentor: name, what they do, headline, e-mail, cohort and since when', async () => {
    const client = install(mentorship());
    render(<MentorshipPanel mentorshipId="ms-1" />);
    expect(screen.getByText('Loading the mentorship…')).toBeTruthy();

    const who = await screen.findByRole('heading', { name: 'Your mentor', level: 2 });
    const card = who.closest('section') as HTMLElement;
    expect(within(card).getByText('Grace Okafor')).toBeTruthy();
    expect(within(card).getByText('Staff member')).toBeTruthy();
    expect(within(card).getByText('Research fellow in plant genetics')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'grace@example.org' }).getAttribute('href')).toBe('mailto:grace@example.org');
    expect(within(card).getByText('StepUp Scholars 2027')).toBeTruthy();
    expect(within(card).getByText('15 February 2027')).toBeTruthy();
    expect(client.getMentorship).toHaveBeenCalledWith({ params: { id: 'ms-1' } });
    expect(await screen.findByText('No messages yet. Write the first one to Grace Okafor.')).toBeTruthy();
    expect(screen.getByLabelText('Message to Grace Okafor')).toBeTruthy();
  });

  it('shows a mentor their mentee, without an e-mail, and what is new', async () => {
    install(mentorship({ you: 'mentor', unreadMessages: 2 }));
    render(<MentorshipPanel mentorshipId="ms-1" />);

    const card = (await screen.findByRole('heading', { name: 'Your mentee', level: 2 })).closest('section') as HTMLElement;
    expect(within(card).getByText('Fatou Diallo')).toBeTruthy();
    expect(within(card).getByText('Student')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByText('Research fellow in plant genetics')).toBeNull();
    expect(within(section('Messages 2 new')).getByText('2 new').className).toContain('badge');
    expect(await screen.findByLabelText('Message to Fatou Diallo')).toBeTruthy();
  });

  it('shows the agreed tasks and the check-ins, latest meeting first', async () => {
    install(
      mentorship({
        tasks: [
          task('t-1', 'Draft the research question', { doneAt: '2027-03-03T10:00:00.000Z' }),
          task('t-2', 'Read two papers'),
        ],
        checkins: [
          checkin('c-1', '2027-02-20', 'Met to plan the term.'),
          checkin('c-2', '2027-03-04', 'Talked about the literature review.', {
            nextSteps: 'Read two papers.',
            authorName: 'Fatou Diallo',
          }),
        ],
      }),
    );
    render(<MentorshipPanel mentorshipId="ms-1" />);

    await screen.findByRole('heading', { name: 'Agreed tasks' });
    const tasks = section('Agreed tasks');
    expect(within(tasks).getByText('1 of 2 done')).toBeTruthy();
    expect((within(tasks).getByRole('checkbox', { name: /Draft the research question/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(tasks).getByText('Done 3 March 2027')).toBeTruthy();
    expect((within(tasks).getByRole('checkbox', { name: 'Read two papers' }) as HTMLInputElement).checked).toBe(false);

    const log = section('Check-ins');
    const dates = within(log)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(dates).toEqual(['4 March 2027', '20 February 2027', 'Add a check-in']);
    expect(within(log).getByText('Written by Fatou Diallo')).toBeTruthy();
    expect(within(log).getByText('Read two papers.')).toBeTruthy();
  });
});

describe('MentorshipPanel: not there, or not loaded', () => {
  it('says a mentorship the service does not show the reader (404) was not found', async () => {
    install(new DataError('not_found', 'No such mentorship.'));
    render(<MentorshipPanel mentorshipId="ms-other" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This mentorship was not found');
  });

  it('shows what the screen gives for "not found"', async () => {
    install(new DataError('not_found', 'No such mentorship.'));
    render(<MentorshipPanel mentorshipId="ms-other" notFound={<p>Not one of your mentees.</p>} />);
    expect(await screen.findByText('Not one of your mentees.')).toBeTruthy();
  });

  it('shows any other failure with Retry', async () => {
    const client = install(new DataError('unavailable', 'The data service is resting.'));
    render(<MentorshipPanel mentorshipId="ms-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mentorship could not be loaded');
    expect(alert.textContent).toContain('The data service is resting.');

    client.getMentorship.mockResolvedValueOnce(mentorship());
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your mentor' })).toBeTruthy();
  });
});

// The thread, tasks and check-ins have their own specs beside them; this one shows them reading one mentorship.
it('reads the thread of the mentorship it shows', async () => {
  const client = install(mentorship({ id: 'ms-7' }));
  client.listMentorMessages.mockResolvedValue(page([message('m-1', 'Hello Fatou!')]));
  render(<MentorshipPanel mentorshipId="ms-7" />);
  expect(await screen.findByText('Hello Fatou!')).toBeTruthy();
  expect(client.listMentorMessages).toHaveBeenCalledWith({ params: { id: 'ms-7' }, query: {} });
});
