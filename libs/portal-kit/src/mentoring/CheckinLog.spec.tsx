import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, type OperationFake } from '@sla/data/fakes';
import { CheckinLog } from './CheckinLog.js';
import { checkin } from './testing.js';
import { todayOn } from './words.js';

type AddFn = OperationFake<'addCheckin'>;

function install(addCheckin: AddFn) {
  return installFakeApi({ addCheckin });
}

const dates = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('CheckinLog', () => {
  it('lists check-ins latest meeting first, with notes and next steps', () => {
    install(vi.fn<AddFn>());
    render(
      <CheckinLog
        mentorshipId="ms-1"
        initial={[
          checkin('c-1', '2027-02-20', 'Planned the term.'),
          checkin('c-2', '2027-03-04', 'Went through the draft.', { nextSteps: 'Send the second draft.' }),
        ]}
      />,
    );
    expect(dates()).toEqual(['4 March 2027', '20 February 2027']);
    expect(screen.getByText('Send the second draft.')).toBeTruthy();
    expect(screen.getAllByText('Written by Grace Okafor')).toHaveLength(2);
  });

  it('adds a check-in, dated today unless changed, and puts it in its place', async () => {
    const addCheckin = vi.fn<AddFn>(async ({ body: input }) =>
      checkin('c-9', input.metOn, input.notes, { nextSteps: input.nextSteps }),
    );
    install(addCheckin);
    render(<CheckinLog mentorshipId="ms-1" initial={[checkin('c-1', '2027-02-20', 'Planned the term.')]} />);
    expect(field('Date you met').value).toBe(todayOn());

    fireEvent.change(field('Date you met'), { target: { value: '2027-03-01' } });
    fireEvent.change(field('Notes'), { target: { value: 'Chose a supervisor.' } });
    fireEvent.change(field('Next steps'), { target: { value: 'Write to her.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add check-in' }));

    expect(await screen.findByText('Check-in of 1 March 2027 added.')).toBeTruthy();
    expect(addCheckin).toHaveBeenCalledWith({
      params: { id: 'ms-1' },
      body: { metOn: '2027-03-01', notes: 'Chose a supervisor.', nextSteps: 'Write to her.' },
    });
    expect(dates()).toEqual(['1 March 2027', '20 February 2027']);
    expect(field('Notes').value).toBe('');
    expect(field('Next steps').value).toBe('');
  });

  it('asks for the date and notes before sending', () => {
    const addCheckin = vi.fn<AddFn>();
    install(addCheckin);
    render(<CheckinLog mentorshipId="ms-1" initial={[]} />);
    expect(screen.getByText(/No check-ins yet/)).toBeTruthy();

    fireEvent.change(field('Date you met'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add check-in' }));
    expect(screen.getByText('Give the date you met.')).toBeTruthy();
    expect(screen.getByText('Write a few words about the check-in.')).toBeTruthy();
    expect(addCheckin).not.toHaveBeenCalled();
  });

  it("puts the service's field errors beside their fields", async () => {
    install(
      vi
        .fn<AddFn>()
        .mockRejectedValue(
          new DataError('invalid_input', 'Some fields need attention.', { metOn: 'The date cannot be in the future.' }),
        ),
    );
    render(<CheckinLog mentorshipId="ms-1" initial={[]} />);
    fireEvent.change(field('Notes'), { target: { value: 'Chose a supervisor.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add check-in' }));
    expect(await screen.findByText('The date cannot be in the future.')).toBeTruthy();
    expect(field('Date you met').getAttribute('aria-invalid')).toBe('true');
    expect(field('Notes').value).toBe('Chose a supervisor.');
  });
});
