import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataError, type MentorTask } from '@sla/data';
import { deferred, installFakeApi, type OperationFake } from '@sla/data/fakes';
import { TaskChecklist } from './TaskChecklist.js';
import { task } from './testing.js';

type SetDoneFn = OperationFake<'setMentorTaskDone'>;
type AddFn = OperationFake<'addMentorTask'>;

function install({
  setTaskDone,
  removeTask,
  addTask,
}: {
  setTaskDone?: SetDoneFn;
  removeTask?: OperationFake<'removeMentorTask'>;
  addTask?: AddFn;
}) {
  return installFakeApi({ setMentorTaskDone: setTaskDone, removeMentorTask: removeTask, addMentorTask: addTask });
}

const draft = task('t-1', 'Draft the research question');
const read = task('t-2', 'Read two papers');
const renderList = (tasks: MentorTask[] = [draft, read]) => render(<TaskChecklist mentorshipId="ms-1" initial={tasks} />);
const box = (name: RegExp | string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('TaskChecklist: ticking off and removing', () => {
  it('ticks a task off with the service, then shows when it was done', async () => {
    const answer = deferred<MentorTask>();
    const setTaskDone = vi.fn<SetDoneFn>(() => answer.promise);
    install({ setTaskDone });
    renderList();
    expect(screen.getByText('0 of 2 done')).toBeTruthy();

    fireEvent.click(box('Draft the research question'));
    expect(setTaskDone).toHaveBeenCalledWith({ params: { id: 'ms-1', taskId: 't-1' }, body: { done: true } });
    // Waiting for the answer: the box cannot be clicked twice.
    expect(box('Draft the research question').disabled).toBe(true);

    await act(async () => answer.resolve({ ...draft, doneAt: '2027-03-05T12:00:00.000Z' }));
    expect(box(/Draft the research question/).checked).toBe(true);
    expect(box(/Draft the research question/).disabled).toBe(false);
    expect(screen.getByText('Done 5 March 2027')).toBeTruthy();
    expect(screen.getByText('1 of 2 done')).toBeTruthy();
  });

  it('unticks a done task', async () => {
    const setTaskDone = vi.fn<SetDoneFn>(async () => ({ ...draft, doneAt: null }));
    install({ setTaskDone });
    renderList([{ ...draft, doneAt: '2027-03-05T12:00:00.000Z' }]);
    fireEvent.click(box(/Draft the research question/));
    await screen.findByText('0 of 1 done');
    expect(setTaskDone).toHaveBeenCalledWith({ params: { id: 'ms-1', taskId: 't-1' }, body: { done: false } });
    expect(box('Draft the research question').checked).toBe(false);
  });

  it('leaves the task as it was and says why when the service refuses', async () => {
    install({ setTaskDone: vi.fn<SetDoneFn>().mockRejectedValue(new DataError('unavailable', 'The data service is resting.')) });
    renderList();
    fireEvent.click(box('Read two papers'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '“Read two papers” could not be ticked off. The data service is resting.',
    );
    expect(box('Read two papers').checked).toBe(false);
  });

  it('removes a task', async () => {
    const removeTask = vi.fn(async () => undefined);
    install({ removeTask });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Read two papers”' }));
    await vi.waitFor(() => expect(screen.queryByText('Read two papers')).toBeNull());
    expect(removeTask).toHaveBeenCalledWith({ params: { id: 'ms-1', taskId: 't-2' } });
    expect(screen.getByText('0 of 1 done')).toBeTruthy();
  });
});

describe('TaskChecklist: adding', () => {
  it('says there are none yet, then adds one and clears the box', async () => {
    const addTask = vi.fn<AddFn>(async ({ body: { title } }) => task('t-9', title));
    install({ addTask });
    renderList([]);
    expect(screen.getByText(/No tasks yet/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New task'), { target: { value: ' Book the lab visit ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByRole('checkbox', { name: 'Book the lab visit' })).toBeTruthy();
    expect(addTask).toHaveBeenCalledWith({ params: { id: 'ms-1' }, body: { title: 'Book the lab visit' } });
    expect((screen.getByLabelText('New task') as HTMLInputElement).value).toBe('');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks what the task is before sending an empty one', () => {
    const addTask = vi.fn<AddFn>();
    install({ addTask });
    renderList([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByText('Say what the task is.')).toBeTruthy();
    expect(addTask).not.toHaveBeenCalled();
  });

  it("shows the service's refusal, keeping what was typed", async () => {
    install({ addTask: vi.fn<AddFn>().mockRejectedValue(new DataError('rate_limited', 'Too many requests.')) });
    renderList([]);
    fireEvent.change(screen.getByLabelText('New task'), { target: { value: 'Book the lab visit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many in a short time. Wait a few minutes, then try again.');
    expect((screen.getByLabelText('New task') as HTMLInputElement).value).toBe('Book the lab visit');
  });
});
