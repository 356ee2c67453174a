import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, page } from '@sla/data/fakes';
import { MentorshipView } from './MentorshipView.js';
import { checkin, mentorship, task } from './testing.js';

const ENDED_AT = '2027-04-01T10:00:00.000Z';

function install(endMentorship = vi.fn()) {
  return installFakeApi({ listMentorMessages: vi.fn().mockResolvedValue(page([])), endMentorship });
}

describe('ending a mentorship from either side', () => {
  it('asks first, saying what happens, sends the trimmed note, and then shows it ended and read only', async () => {
    const onEnded = vi.fn();
    const ended = mentorship({ you: 'mentor', endedAt: ENDED_AT, endedBy: 'mentor', endNote: 'Good luck!' });
    const client = install(vi.fn().mockResolvedValue(ended));
    render(<MentorshipView mentorship={mentorship({ you: 'mentor' })} onEnded={onEnded} />);
    expect(await screen.findByLabelText('Message to Fatou Diallo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'End mentorship…' }));
    const dialog = screen.getByRole('dialog', { name: 'End your mentorship with Fatou Diallo?' });
    expect(within(dialog).getByText(/stay here for you both to read/)).toBeTruthy();
    expect(within(dialog).getByText('They may then ask someone else to be their mentor.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/A note to Fatou Diallo/), { target: { value: '  Good luck!  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End mentorship' }));

    expect(await screen.findByText('This mentorship ended on 1 April 2027.')).toBeTruthy();
    expect(client.endMentorship).toHaveBeenCalledWith({ params: { id: 'ms-1' }, body: { note: 'Good luck!' } });
    expect(onEnded).toHaveBeenCalledWith(ended);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('You ended it.', { exact: false })).toBeTruthy();
    expect(screen.getByText('Your note to Fatou Diallo:')).toBeTruthy();
    expect(screen.queryByLabelText('Message to Fatou Diallo')).toBeNull();
    expect(screen.getByText('This mentorship has ended, so no new messages can be sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End mentorship…' })).toBeNull();
  });

  it('tells a mentee they may ask someone else, and keeps the dialog open with the reason when it is refused', async () => {
    install(vi.fn().mockRejectedValue(new DataError('conflict', 'This mentorship has already ended.')));
    render(<MentorshipView mentorship={mentorship()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'End mentorship…' }));
    const dialog = screen.getByRole('dialog', { name: 'End your mentorship with Grace Okafor?' });
    expect(within(dialog).getByText('You may then ask someone else to be your mentor.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End mentorship' }));
    expect(await within(dialog).findByText('This mentorship has already ended.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an ended one read only: when, who ended it, their note, and no way to add tasks or check-ins', async () => {
    install();
    render(
      <MentorshipView
        mentorship={mentorship({
          endedAt: ENDED_AT,
          endedBy: 'mentor',
          endNote: 'It was a pleasure.',
          tasks: [task('t-1', 'Read two papers')],
          checkins: [checkin('c-1', '2027-03-04', 'Talked.')],
        })}
      />,
    );
    expect(await screen.findByText('No messages were written.')).toBeTruthy();
    const ended = screen.getByText('This mentorship ended on 1 April 2027.').closest('.mentoring-ended') as HTMLElement;
    expect(within(ended).getByText('This mentorship ended on 1 April 2027.')).toBeTruthy();
    expect(within(ended).getByText('Grace Okafor ended it.', { exact: false })).toBeTruthy();
    expect(within(ended).getByText('Their note to you:')).toBeTruthy();
    expect(within(ended).getByText('It was a pleasure.')).toBeTruthy();
    expect(screen.getByText('Ended on')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('New task')).toBeNull();
    expect(screen.queryByText('Add a check-in')).toBeNull();
    expect(screen.queryByRole('button', { name: 'End mentorship…' })).toBeNull();
  });

  it('says staff ended it, with no note', async () => {
    install();
    render(<MentorshipView mentorship={mentorship({ endedAt: ENDED_AT, endedBy: 'staff' })} />);
    const ended = (await screen.findByText('This mentorship ended on 1 April 2027.')).closest('.mentoring-ended') as HTMLElement;
    expect(within(ended).getByText('Staff ended it.', { exact: false })).toBeTruthy();
    expect(within(ended).queryByText('Their note to you:')).toBeNull();
  });
});
