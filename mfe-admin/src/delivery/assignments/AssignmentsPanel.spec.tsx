import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, FIELDS_NEED_ATTENTION, type StaffAssignment } from '@sla/data';
import type { AssignmentInput } from '@sla/contract/schemas';
import type { OperationFake } from '@sla/data/fakes';
import { signInAs } from '../../testing/fakeData.js';
import { installDelivery } from '../testing/fakeDelivery.js';
import { click, field, titles, type } from '../testing/screenActions.js';
import { cohort, staffAssignment, staffModule } from '../testing/fixtures.js';
import { AssignmentsPanel } from './AssignmentsPanel.js';

type AssignmentsFn = OperationFake<'listCohortAssignments'>;
type CreateFn = OperationFake<'createAssignment'>;
type UpdateFn = OperationFake<'updateAssignment'>;

const welcome = staffModule('m-1', 1, 'Welcome');
const essay = staffAssignment('a-1', 'Personal essay', {
  dueAt: '2027-10-01T20:59:00.000Z',
  fileTypes: ['application/pdf', 'image/png'],
  maxFileMb: 5,
  textAnswer: true,
  counts: { submitted: 4, graded: 10, returned: 1 },
});
const plan = staffAssignment('a-2', 'Study plan', {
  dueAt: '2027-09-10T20:59:00.000Z',
  moduleId: 'm-1',
  moduleTitle: 'Welcome',
  fileTypes: [],
  textAnswer: true,
  lateAccepted: false,
});

function renderPanel(assignments: StaffAssignment[], extra: Parameters<typeof installDelivery>[0] = {}) {
  const fakes = installDelivery({
    listCohortAssignments: vi.fn<AssignmentsFn>().mockResolvedValue({ items: assignments }),
    listModules: vi.fn(() => Promise.resolve({ items: [welcome] })),
    ...extra,
  });
  render(
    <MemoryRouter>
      <AssignmentsPanel cohort={cohort()} />
    </MemoryRouter>,
  );
  return fakes;
}

describe('Assignments of a cohort', () => {
  beforeEach(() => {
    signInAs('staff');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });

  it('lists them soonest due first, with what they take and links to the work in the grading queue', async () => {
    renderPanel([essay, plan]);
    await screen.findByRole('heading', { level: 3, name: 'Study plan' });
    expect(titles()).toEqual(['Study plan', 'Personal essay']);
    expect(screen.getByText('Due 10 Sept 2027, 23:59 (Nairobi time) · Module: Welcome · Out of 100 points')).toBeTruthy();
    expect(screen.getByText('A typed answer. No late work.')).toBeTruthy();
    expect(screen.getByText('PDF or PNG, up to 5 MB, or a typed answer. Late work accepted.')).toBeTruthy();

    const work = screen.getByRole('list', { name: 'Work handed in for Personal essay' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['4 waiting', '/admin/grading?cohortId=c-2027&assignmentId=a-1&state=submitted'],
      ['10 graded', '/admin/grading?cohortId=c-2027&assignmentId=a-1&state=graded'],
      ['1 returned', '/admin/grading?cohortId=c-2027&assignmentId=a-1&state=returned'],
    ]);
  });

  it('says when there are none, and when they could not be loaded', async () => {
    renderPanel([]);
    expect(await screen.findByText(/No assignments yet/)).toBeTruthy();
    document.body.innerHTML = '';

    renderPanel([], {
      listCohortAssignments: vi.fn<AssignmentsFn>().mockRejectedValue(new DataError('forbidden', 'You cannot see this cohort.')),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The assignments could not be loaded');
    expect(alert.textContent).toContain('You cannot see this cohort.');
  });

  it('adds an assignment: checked first with the service’s words, then sent with the due time in the programme’s zone', async () => {
    const created = staffAssignment('a-3', 'Budget', {
      moduleId: 'm-1',
      moduleTitle: 'Welcome',
      dueAt: '2027-11-05T14:00:00.000Z',
    });
    const createAssignment = vi.fn<CreateFn>().mockResolvedValue(created);
    renderPanel([essay], { createAssignment });
    fireEvent.click(await screen.findByRole('button', { name: 'Add assignment' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New assignment' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'PDF' }));
    type('Points', '0');
    type('Largest file, in MB', '50');
    click('Create assignment');
    expect(screen.getByText('Give the assignment a title.')).toBeTruthy();
    expect(screen.getByText('Give the date and time the work is due.')).toBeTruthy();
    expect(screen.getByText('Let students hand in files, a typed answer, or both.')).toBeTruthy();
    expect(screen.getByText('Choose a file size limit from 1 to 10 MB.')).toBeTruthy();
    expect(screen.getByText('Choose the points the grade is out of, from 1 to 1000.')).toBeTruthy();
    expect(createAssignment).not.toHaveBeenCalled();

    // Offering a typed answer settles what may be handed in.
    fireEvent.click(screen.getByRole('checkbox', { name: 'A typed answer' }));
    expect(screen.queryByText('Let students hand in files, a typed answer, or both.')).toBeNull();

    type('Title', 'Budget');
    fireEvent.change(field('Module'), { target: { value: 'm-1' } });
    type(/^Instructions/, 'Plan a month of spending.');
    type(/^Due/, '2027-11-05T17:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'PNG' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'JPEG' }));
    type('Largest file, in MB', '4');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Late work accepted (marked late)' }));
    type('Points', '20');
    click('Create assignment');

    expect(await screen.findByText('Created Budget.')).toBeTruthy();
    expect(createAssignment).toHaveBeenCalledWith({
      params: { id: 'c-2027' },
      body: {
        title: 'Budget',
        instructions: 'Plan a month of spending.',
        moduleId: 'm-1',
        dueAt: '2027-11-05T14:00:00.000Z',
        fileTypes: ['image/png', 'image/jpeg'],
        maxFileMb: 4,
        textAnswer: true,
        lateAccepted: false,
        maxPoints: 20,
        rubric: null,
      } satisfies AssignmentInput,
    });
    click('Back to assignments');
    expect(titles()).toEqual(['Personal essay', 'Budget']);
  });

  it('edits an assignment, showing its due time in the programme’s zone and the service’s refusals', async () => {
    const updateAssignment = vi
      .fn<UpdateFn>()
      .mockRejectedValueOnce(
        new DataError('invalid_input', FIELDS_NEED_ATTENTION, { moduleId: 'Choose a module of this cohort.' }),
      )
      .mockResolvedValueOnce({ ...plan, title: 'Study plan (v2)' });
    renderPanel([plan], { updateAssignment });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Study plan' }));
    expect(field(/^Due/).value).toBe('2027-09-10T23:59');
    expect(field('Module').value).toBe('m-1');
    click('Save assignment');
    expect(await screen.findByText('Choose a module of this cohort.')).toBeTruthy();

    type('Title', 'Study plan (v2)');
    click('Save assignment');
    expect(await screen.findByText('Saved changes to Study plan (v2).')).toBeTruthy();
    expect(updateAssignment).toHaveBeenLastCalledWith({
      params: { id: 'a-2' },
      body: expect.objectContaining({ title: 'Study plan (v2)', dueAt: plan.dueAt, fileTypes: [] }),
    });
  });

  it('gives an assignment a rubric: the total follows the levels typed, its rules are checked, then it is sent', async () => {
    const updateAssignment = vi.fn<UpdateFn>().mockImplementation(async ({ body }) => ({
      ...plan,
      maxPoints: 9,
      rubric: {
        criteria: body.rubric!.criteria.map((criterion, index) => ({
          ...criterion,
          id: `c-${index}`,
          levels: criterion.levels.map((level, at) => ({ ...level, id: `l-${index}-${at}` })),
        })),
      },
    }));
    renderPanel([plan], { updateAssignment });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Study plan' }));
    fireEvent.click(screen.getByRole('radio', { name: /With a rubric/ }));
    expect(screen.queryByLabelText('Points')).toBeNull();
    // A first criterion is there to fill in, with the two levels every criterion needs.
    const first = () => screen.getByRole('region', { name: /^Criterion 1/ });
    type('Criterion', 'Clarity');
    expect(first().querySelector('h3')?.textContent).toBe('Criterion 1: Clarity');
    fireEvent.change(within(first()).getByLabelText('Level 1'), { target: { value: 'Clear' } });
    fireEvent.change(within(first()).getByLabelText('Points for level 1'), { target: { value: '4' } });
    fireEvent.change(within(first()).getByLabelText('Level 2'), { target: { value: 'Unclear' } });
    fireEvent.change(within(first()).getByLabelText('Points for level 2'), { target: { value: '4' } });
    expect(screen.getByText('Out of 4 points: each criterion’s highest level, added up.')).toBeTruthy();

    // The same points twice is the shared rule's to refuse, before anything is sent.
    click('Save assignment');
    expect(
      await screen.findByText('Another level of this criterion is worth 4 points too. Give each level its own points.'),
    ).toBeTruthy();
    expect(updateAssignment).not.toHaveBeenCalled();
    fireEvent.change(within(first()).getByLabelText('Points for level 2'), { target: { value: '1' } });

    click('Add a criterion');
    const second = screen.getByRole('region', { name: /^Criterion 2/ });
    expect(document.activeElement).toBe(within(second).getByLabelText('Criterion'));
    fireEvent.change(within(second).getByLabelText('Criterion'), { target: { value: 'Sources' } });
    fireEvent.change(within(second).getByLabelText('Level 1'), { target: { value: 'Cited' } });
    fireEvent.change(within(second).getByLabelText('Points for level 1'), { target: { value: '5' } });
    fireEvent.change(within(second).getByLabelText('Level 2'), { target: { value: 'None' } });
    fireEvent.change(within(second).getByLabelText('Points for level 2'), { target: { value: '0' } });
    fireEvent.click(within(second).getByRole('button', { name: /^Add a level\s*to criterion 2, Sources$/ }));
    fireEvent.change(within(second).getByLabelText('Level 3'), { target: { value: 'Some' } });
    fireEvent.change(within(second).getByLabelText('Points for level 3'), { target: { value: '2' } });
    fireEvent.click(within(second).getByRole('button', { name: /^Remove\s*: level 3 of criterion 2, Sources$/ }));
    expect(screen.getByText('Out of 9 points: each criterion’s highest level, added up.')).toBeTruthy();

    click('Save assignment');
    expect(await screen.findByText('Saved changes to Study plan.')).toBeTruthy();
    expect(updateAssignment).toHaveBeenCalledWith({
      params: { id: 'a-2' },
      body: expect.objectContaining({
        maxPoints: 9,
        rubric: {
          criteria: [
            {
              title: 'Clarity',
              description: '',
              levels: [
                { label: 'Clear', points: 4 },
                { label: 'Unclear', points: 1 },
              ],
            },
            {
              title: 'Sources',
              description: '',
              levels: [
                { label: 'Cited', points: 5 },
                { label: 'None', points: 0 },
              ],
            },
          ],
        },
      }),
    });
    click('Back to assignments');
    expect(screen.getByText(/Graded with a rubric of 2 criteria\./)).toBeTruthy();
  });

  it('shows a rubric work was graded with as fixed, saying why, and saves the rest without it', async () => {
    const graded = staffAssignment('a-4', 'Essay', {
      maxPoints: 10,
      rubricLocked: true,
      rubric: {
        criteria: [
          {
            id: 'c-1',
            title: 'Argument',
            description: 'Does it hold?',
            levels: [
              { id: 'l-1', label: 'Strong', points: 10 },
              { id: 'l-2', label: 'Weak', points: 3 },
            ],
          },
        ],
      },
    });
    const updateAssignment = vi.fn<UpdateFn>().mockResolvedValue({ ...graded, title: 'Essay (final)' });
    renderPanel([graded], { updateAssignment });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Essay' }));
    expect(screen.getByText(/This rubric can no longer change: work has been graded with it/)).toBeTruthy();
    expect(screen.getByText('Strong: 10 points')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Criterion')).toBeNull();
    type('Title', 'Essay (final)');
    click('Save assignment');
    expect(await screen.findByText('Saved changes to Essay (final).')).toBeTruthy();
    const [{ body }] = updateAssignment.mock.calls[0]!;
    expect(body).toMatchObject({ title: 'Essay (final)', maxPoints: 10 });
    expect('rubric' in body).toBe(false);
  });

  it('deletes after asking, and shows the service’s words when work was already handed in', async () => {
    const deleteAssignment = vi
      .fn<OperationFake<'deleteAssignment'>>(() => Promise.resolve())
      .mockRejectedValueOnce(new DataError('conflict', 'Work has been handed in for this assignment, so it cannot be deleted.'));
    renderPanel([essay, plan], { deleteAssignment });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Personal essay' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Personal essay?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Work has been handed in for this assignment, so it cannot be deleted.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(titles()).toEqual(['Study plan', 'Personal essay']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Study plan' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Study plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete assignment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteAssignment).toHaveBeenLastCalledWith({ params: { id: 'a-2' } });
    expect(titles()).toEqual(['Personal essay']);
  });
});
