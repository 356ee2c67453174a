import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type GradingRubric } from '@sla/data';
import { installFakeApi, page, type GivenOperations, type OperationFake } from '@sla/data/fakes';
import { signInAs } from '../testing/fakeData.js';
import { gradingItem, staffSubmission } from '../grading/testing.js';
import GradeWork from './GradeWork.js';

type SubmissionFn = OperationFake<'getStaffSubmission'>;
type GradeFn = OperationFake<'gradeSubmission'>;
type ReturnFn = OperationFake<'returnWork'>;
type QueueFn = OperationFake<'listGradingQueue'>;

const fatou = staffSubmission({ late: true, attempt: 2, state: 'submitted' });
const kwame = staffSubmission({
  submissionId: 'sub-2',
  student: { uid: 'u-kwame', displayName: 'Kwame Mensah' },
  text: 'Kwame’s answer.',
});

function install(given: GivenOperations) {
  return installFakeApi({
    getStaffSubmission: vi.fn<SubmissionFn>(async ({ params }) => (params.id === 'sub-2' ? kwame : fatou)),
    ...given,
  });
}

function QueueProbe() {
  return <p data-testid="queue">Queue{useLocation().search}</p>;
}

function renderGrading(entry = '/admin/grading/sub-1') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/admin/grading/:id" element={<GradeWork />} />
        <Route path="/admin/grading" element={<QueueProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const gradeBox = () => screen.getByLabelText('Grade') as HTMLInputElement;
const feedbackBox = () => screen.getByLabelText('Feedback') as HTMLTextAreaElement;

beforeEach(() => signInAs('staff'));

describe('Grade work: the hand-in', () => {
  it('shows who handed what in, when, the instructions, the typed answer and the files', async () => {
    const client = install({});
    renderGrading();
    expect(screen.getByText('Loading the hand-in…')).toBeTruthy();
    await screen.findByText('Research question essay');
    expect(client.getStaffSubmission).toHaveBeenCalledWith({ params: { id: 'sub-1' } });

    expect(valueOf('Student').textContent).toBe('Fatou Diallo');
    expect(valueOf('Cohort').textContent).toBe('StepUp Scholars 2027');
    expect(within(valueOf('Handed in')).getByText('Late').className).toContain('badge');
    expect(valueOf('Due').querySelector('time')?.getAttribute('dateTime')).toBe('2027-03-01T22:59:00.000Z');
    expect(valueOf('Attempt').textContent).toBe('Attempt 2');
    expect(within(valueOf('Status')).getByText('Waiting')).toBeTruthy();

    expect(within(section('Instructions')).getByText('one page').tagName).toBe('STRONG');
    const answer = section('Typed answer');
    expect(within(answer).getByText('My question is how drought changes maize roots.')).toBeTruthy();
    expect(within(answer).getByText('I will read three papers.')).toBeTruthy();
    expect(within(section('Files')).getByText('essay.pdf')).toBeTruthy();
    expect(within(section('Files')).getByText('(PDF, 2 KB)')).toBeTruthy();

    expect(gradeBox().value).toBe('');
    expect(screen.getByText('Out of 20 points.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe('/admin/grading');
  });

  it('downloads a file under its own name, and says when it cannot', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/essay');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const downloadFile = vi
      .fn<() => Promise<Blob>>()
      .mockResolvedValueOnce(new Blob(['%PDF']))
      .mockRejectedValueOnce(new DataError('not_found', 'The file is gone.'));
    const client = install({ downloadSubmissionFile: downloadFile });
    renderGrading();
    fireEvent.click(await screen.findByRole('button', { name: 'Download essay.pdf' }));
    await waitFor(() => expect(saved).toEqual(['essay.pdf']));
    expect(client.downloadSubmissionFile).toHaveBeenCalledWith({ params: { id: 'sub-1', fileId: 'f-1' } });

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Download essay.pdf' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download essay.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file could not be downloaded. The file is gone.');
  });

  it('leaves out the typed answer for files-only work, and says when no files came', async () => {
    install({
      getStaffSubmission: vi.fn<SubmissionFn>().mockResolvedValue(staffSubmission({ textAnswer: false, text: '', files: [] })),
    });
    renderGrading();
    await screen.findByText('No files were handed in.');
    expect(screen.queryByRole('heading', { name: 'Typed answer' })).toBeNull();
  });

  it('says a hand-in the service does not have was not found', async () => {
    install({ getStaffSubmission: vi.fn<SubmissionFn>().mockRejectedValue(new DataError('not_found', 'No such hand-in.')) });
    renderGrading('/admin/grading/nope');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This hand-in was not found');
    expect(alert.textContent).toContain('No such hand-in.');
  });

  it('shows any other failure with Retry', async () => {
    const submission = vi
      .fn<SubmissionFn>()
      .mockRejectedValueOnce(new DataError('unavailable', 'The data service is resting.'))
      .mockResolvedValueOnce(fatou);
    install({ getStaffSubmission: submission });
    renderGrading();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The hand-in could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Research question essay')).toBeTruthy();
  });
});

describe('Grade work: grading', () => {
  it('checks the grade against the points before saving', async () => {
    const grade = vi.fn<GradeFn>();
    install({ gradeSubmission: grade });
    renderGrading();
    await screen.findByText('Research question essay');

    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(screen.getByText('Give the grade as a whole number from 0 to 20.')).toBeTruthy();
    fireEvent.change(gradeBox(), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(gradeBox().getAttribute('aria-invalid')).toBe('true');
    expect(grade).not.toHaveBeenCalled();
  });

  it('saves the grade and feedback, then offers the next hand-in waiting with the same filters', async () => {
    const grade = vi.fn<GradeFn>(async ({ body: input }) => ({
      ...fatou,
      grade: input.grade ?? null,
      feedback: input.feedback,
      state: 'graded',
      markedAt: '2027-03-02T10:00:00.000Z',
      markedByName: 'Acting User',
    }));
    // The service may still list the one just graded: it is skipped.
    const queue = vi.fn<QueueFn>(async () => page([gradingItem('sub-1', 'Fatou Diallo'), gradingItem('sub-2', 'Kwame Mensah')]));
    const client = install({ gradeSubmission: grade, listGradingQueue: queue });
    renderGrading('/admin/grading/sub-1?cohortId=c-1&state=any');
    await screen.findByText('Research question essay');

    fireEvent.change(gradeBox(), { target: { value: ' 17 ' } });
    fireEvent.change(feedbackBox(), { target: { value: 'A clear, narrow question.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));

    expect(await screen.findByText('Grade saved: 17 out of 20. Fatou Diallo can see it with your feedback.')).toBeTruthy();
    expect(grade).toHaveBeenCalledWith({
      params: { id: 'sub-1' },
      body: { grade: 17, feedback: 'A clear, narrow question.', attempt: 2 },
    });
    expect(within(valueOf('Status')).getByText('Graded')).toBeTruthy();
    expect(valueOf('Status').textContent).toContain('17 out of 20');
    expect(valueOf('Status').textContent).toContain('by Acting User');
    expect(screen.getByRole('heading', { name: 'Change the grade' })).toBeTruthy();

    const next = await screen.findByRole('link', { name: 'Next waiting: Kwame Mensah, Research question essay' });
    expect(client.listGradingQueue).toHaveBeenCalledWith({ query: { cohortId: 'c-1', state: 'submitted', limit: 2 } });
    expect(next.getAttribute('href')).toBe('/admin/grading/sub-2?cohortId=c-1&state=any');
    expect(screen.getAllByRole('link', { name: 'Back to the queue' }).map((link) => link.getAttribute('href'))).toEqual([
      '/admin/grading?cohortId=c-1&state=any',
      '/admin/grading?cohortId=c-1&state=any',
    ]);

    fireEvent.click(next);
    expect(await screen.findByText('Kwame’s answer.')).toBeTruthy();
    expect(client.getStaffSubmission).toHaveBeenLastCalledWith({ params: { id: 'sub-2' } });
    // A fresh form for the next hand-in.
    expect(gradeBox().value).toBe('');
    expect(screen.queryByText(/Grade saved/)).toBeNull();
  });

  it('returns work for changes, which needs feedback, and says when nothing else waits', async () => {
    const returnWork = vi.fn<ReturnFn>(async ({ body: input }) => ({ ...fatou, ...input, state: 'returned' }));
    install({ returnWork, listGradingQueue: vi.fn<QueueFn>(async () => page([])) });
    renderGrading();
    await screen.findByText('Research question essay');

    fireEvent.click(screen.getByRole('button', { name: 'Return for changes' }));
    expect(screen.getByText('Say what needs to change before you return the work.')).toBeTruthy();
    expect(returnWork).not.toHaveBeenCalled();

    fireEvent.change(feedbackBox(), { target: { value: 'Add your sources.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return for changes' }));
    expect(await screen.findByText('Returned to Fatou Diallo for changes.')).toBeTruthy();
    expect(returnWork).toHaveBeenCalledWith({ params: { id: 'sub-1' }, body: { feedback: 'Add your sources.', attempt: 2 } });
    expect(await screen.findByText('Nothing else is waiting to be graded.')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('link', { name: 'Back to the queue' })[1] as HTMLElement);
    expect((await screen.findByTestId('queue')).textContent).toBe('Queue');
  });

  it("shows the service's refusal in words, keeping what was typed", async () => {
    install({
      gradeSubmission: vi
        .fn<GradeFn>()
        .mockRejectedValue(new DataError('conflict', 'This work was returned; wait for the student to hand it in again.')),
    });
    renderGrading();
    await screen.findByText('Research question essay');
    fireEvent.change(gradeBox(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This work was returned; wait for the student to hand it in again.',
    );
    expect(gradeBox().value).toBe('12');
    expect(screen.queryByRole('link', { name: /Next waiting/ })).toBeNull();
  });

  describe('when the student handed in again since the work was opened', () => {
    const handedInAgain = () =>
      new DataError(
        'conflict',
        'Fatou Diallo handed in again since you opened this work. Open it again to see their latest version.',
      );
    const latest = staffSubmission({
      attempt: 3,
      text: 'A sharper question, with my sources.',
      submittedAt: '2027-02-28T09:30:00.000Z',
    });

    it('says so, opens the latest version keeping what was typed, and grades that one', async () => {
      const submission = vi.fn<SubmissionFn>().mockResolvedValueOnce(fatou).mockResolvedValueOnce(latest);
      const grade = vi
        .fn<GradeFn>()
        .mockRejectedValueOnce(handedInAgain())
        .mockImplementationOnce(async ({ body: input }) => ({
          ...latest,
          grade: input.grade ?? null,
          feedback: input.feedback,
          attempt: input.attempt,
          state: 'graded',
        }));
      install({ getStaffSubmission: submission, gradeSubmission: grade, listGradingQueue: vi.fn<QueueFn>(async () => page([])) });
      renderGrading();
      await screen.findByText('Research question essay');

      fireEvent.change(gradeBox(), { target: { value: '15' } });
      fireEvent.change(feedbackBox(), { target: { value: 'Good sources.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Fatou Diallo handed in again since you opened this work. Open it again to see their latest version.',
      );
      expect(grade).toHaveBeenCalledWith({ params: { id: 'sub-1' }, body: { grade: 15, feedback: 'Good sources.', attempt: 2 } });

      fireEvent.click(screen.getByRole('button', { name: 'Open the latest version' }));
      expect(await screen.findByText('A sharper question, with my sources.')).toBeTruthy();
      expect(submission).toHaveBeenLastCalledWith({ params: { id: 'sub-1' } });
      expect(valueOf('Attempt').textContent).toBe('Attempt 3');
      expect(
        screen
          .getByText(/^Now showing the latest version \(attempt 3\), handed in .+\. What you typed is kept\.$/)
          .getAttribute('role'),
      ).toBe('status');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open the latest version' })).toBeNull();
      expect(gradeBox().value).toBe('15');
      expect(feedbackBox().value).toBe('Good sources.');

      fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
      expect(await screen.findByText('Grade saved: 15 out of 20. Fatou Diallo can see it with your feedback.')).toBeTruthy();
      expect(grade).toHaveBeenLastCalledWith({
        params: { id: 'sub-1' },
        body: { grade: 15, feedback: 'Good sources.', attempt: 3 },
      });
    });

    it('offers the latest version after a refused return too, and says when it cannot be opened', async () => {
      const submission = vi
        .fn<SubmissionFn>()
        .mockResolvedValueOnce(fatou)
        .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'));
      const returnWork = vi.fn<ReturnFn>().mockRejectedValue(handedInAgain());
      install({ getStaffSubmission: submission, returnWork });
      renderGrading();
      await screen.findByText('Research question essay');

      fireEvent.change(feedbackBox(), { target: { value: 'Add your sources.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Return for changes' }));
      await screen.findByRole('alert');
      expect(returnWork).toHaveBeenCalledWith({ params: { id: 'sub-1' }, body: { feedback: 'Add your sources.', attempt: 2 } });

      fireEvent.click(screen.getByRole('button', { name: 'Open the latest version' }));
      expect((await screen.findByRole('alert')).textContent).toBe('The data service is not answering.');
      // Still the version first opened, and still the way to the latest one.
      expect(valueOf('Attempt').textContent).toBe('Attempt 2');
      expect(screen.getByRole('button', { name: 'Open the latest version' })).toBeTruthy();
      expect(feedbackBox().value).toBe('Add your sources.');
    });
  });

  it("puts the service's field errors beside their fields", async () => {
    install({
      gradeSubmission: vi
        .fn<GradeFn>()
        .mockRejectedValue(
          new DataError('invalid_input', 'Some fields need attention.', { grade: 'The grade is out of 20 points.' }),
        ),
    });
    renderGrading();
    await screen.findByText('Research question essay');
    fireEvent.change(gradeBox(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('The grade is out of 20 points.')).toBeTruthy();
    expect(gradeBox().getAttribute('aria-invalid')).toBe('true');
  });

  it('starts from the grade and feedback already given', async () => {
    install({
      getStaffSubmission: vi
        .fn<SubmissionFn>()
        .mockResolvedValue(staffSubmission({ state: 'graded', grade: 14, feedback: 'Good start.' })),
    });
    renderGrading();
    await screen.findByRole('heading', { name: 'Change the grade' });
    expect(gradeBox().value).toBe('14');
    expect(feedbackBox().value).toBe('Good start.');
  });
});

describe('Grade work: with a rubric', () => {
  const rubric: GradingRubric = {
    criteria: [
      {
        id: 'c-question',
        title: 'Question',
        description: 'Can it be answered in a term?',
        levels: [
          { id: 'q-sharp', label: 'Sharp', points: 10 },
          { id: 'q-broad', label: 'Broad', points: 6 },
        ],
      },
      {
        id: 'c-method',
        title: 'Method',
        description: '',
        levels: [
          { id: 'm-clear', label: 'Clear', points: 5 },
          { id: 'm-vague', label: 'Vague', points: 2 },
        ],
      },
    ],
  };
  const withRubric = staffSubmission({ maxPoints: 15, rubric });
  const group = (name: string) => screen.getByRole('group', { name });

  it('picks a level per criterion with a comment, shows the total as it goes, and sends the levels', async () => {
    const grade = vi.fn<GradeFn>(async ({ body }) => ({
      ...withRubric,
      state: 'graded',
      grade: 12,
      feedback: body.feedback,
      marks: [
        { criterionId: 'c-question', levelId: 'q-sharp', points: 10, comment: '' },
        { criterionId: 'c-method', levelId: 'm-vague', points: 2, comment: 'Name the instrument.' },
      ],
      markedAt: '2027-03-02T10:00:00.000Z',
      markedByName: 'Acting User',
    }));
    install({
      getStaffSubmission: vi.fn<SubmissionFn>().mockResolvedValue(withRubric),
      gradeSubmission: grade,
      listGradingQueue: vi.fn<QueueFn>(async () => page([])),
    });
    renderGrading();
    await screen.findByText('Research question essay');
    expect(screen.queryByLabelText('Grade')).toBeNull();
    expect(screen.getByText('Can it be answered in a term?')).toBeTruthy();
    const total = () => screen.getByText(/^Total:/).textContent;
    expect(total()).toBe('Total: 0 out of 15 (0 of 2 criteria chosen)');

    // Nothing chosen: each criterion says so beside it, focus goes to the first, nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(within(group('Question')).getByText('Choose a level for “Question”.')).toBeTruthy();
    expect(within(group('Method')).getByText('Choose a level for “Method”.')).toBeTruthy();
    expect(document.activeElement).toBe(group('Question'));
    expect(grade).not.toHaveBeenCalled();

    fireEvent.click(within(group('Question')).getByRole('radio', { name: /Sharp/ }));
    expect(within(group('Question')).queryByText('Choose a level for “Question”.')).toBeNull();
    expect(total()).toBe('Total: 10 out of 15 (1 of 2 criteria chosen)');
    fireEvent.click(within(group('Method')).getByRole('radio', { name: /Vague/ }));
    expect(total()).toBe('Total: 12 out of 15 (2 of 2 criteria chosen)');
    expect((within(group('Method')).getByRole('radio', { name: /Vague/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(group('Method')).getByLabelText(/^Comment/), { target: { value: 'Name the instrument.' } });
    fireEvent.change(screen.getByLabelText('Overall feedback'), { target: { value: 'A sharp question.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));

    expect(await screen.findByText(/Grade saved: 12 out of 15\./)).toBeTruthy();
    expect(grade).toHaveBeenCalledWith({
      params: { id: 'sub-1' },
      body: {
        marks: [
          { criterionId: 'c-question', levelId: 'q-sharp', comment: '' },
          { criterionId: 'c-method', levelId: 'm-vague', comment: 'Name the instrument.' },
        ],
        feedback: 'A sharp question.',
        attempt: 1,
      },
    });
  });

  it("shows the service's refusal of a level beside its criterion", async () => {
    const refusal = 'The level chosen for “Method” is not one of its levels. Open the work again to see the rubric as it is now.';
    install({
      getStaffSubmission: vi.fn<SubmissionFn>().mockResolvedValue(withRubric),
      gradeSubmission: vi.fn<GradeFn>().mockRejectedValue(new DataError('invalid_input', refusal, { 'marks.1': refusal })),
    });
    renderGrading();
    await screen.findByText('Research question essay');
    fireEvent.click(within(group('Question')).getByRole('radio', { name: /Broad/ }));
    fireEvent.click(within(group('Method')).getByRole('radio', { name: /Clear/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save grade' }));
    expect(await within(group('Method')).findByText(refusal)).toBeTruthy();
    expect(group('Method').getAttribute('aria-invalid')).toBe('true');
  });

  it('starts from the levels of the grade standing, and lists the grades given before it', async () => {
    const marks = [
      { criterionId: 'c-question', levelId: 'q-broad', points: 6, comment: 'Narrow it.' },
      { criterionId: 'c-method', levelId: 'm-clear', points: 5, comment: '' },
    ];
    install({
      getStaffSubmission: vi.fn<SubmissionFn>().mockResolvedValue(
        staffSubmission({
          ...withRubric,
          state: 'graded',
          grade: 11,
          marks,
          gradeHistory: [
            {
              grade: 11,
              maxPoints: 15,
              attempt: 1,
              gradedAt: '2027-03-03T10:00:00.000Z',
              gradedByName: 'Sam Second',
              feedback: '',
              marks,
            },
            {
              grade: 8,
              maxPoints: 15,
              attempt: 1,
              gradedAt: '2027-03-02T10:00:00.000Z',
              gradedByName: 'Grace Grader',
              feedback: 'First look.',
              marks: [
                { criterionId: 'c-question', levelId: 'q-broad', points: 6, comment: 'Too wide.' },
                { criterionId: 'c-method', levelId: 'm-vague', points: 2, comment: '' },
              ],
            },
            {
              grade: 9,
              maxPoints: 20,
              attempt: 1,
              gradedAt: '2027-03-01T10:00:00.000Z',
              gradedByName: null,
              feedback: '',
              marks: null,
            },
          ],
        }),
      ),
    });
    renderGrading();
    await screen.findByRole('heading', { name: 'Change the grade' });
    expect((within(group('Question')).getByRole('radio', { name: /Broad/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(group('Question')).getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe('Narrow it.');
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 11 out of 15 (2 of 2 criteria chosen)');

    // The grade standing is the first of the history; the two before it are listed, newest first.
    const earlier = section('Earlier grades');
    const items = within(earlier)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('8 out of 15');
    expect(items[0]!.textContent).toContain('by Grace Grader');
    expect(within(items[0]!).getByText('Question: Broad (6 points)')).toBeTruthy();
    expect(within(items[0]!).getByText('— Too wide.', { exact: false })).toBeTruthy();
    expect(within(items[0]!).getByText('Method: Vague (2 points)')).toBeTruthy();
    expect(items[0]!.textContent).toContain('First look.');
    expect(items[1]!.textContent).toContain('9 out of 20');
    expect(items[1]!.textContent).toContain('by a former member of staff');
  });

  it('lists no earlier grades for work graded once', async () => {
    install({ getStaffSubmission: vi.fn<SubmissionFn>().mockResolvedValue(withRubric) });
    renderGrading();
    await screen.findByText('Research question essay');
    expect(screen.queryByRole('heading', { name: 'Earlier grades' })).toBeNull();
  });
});
