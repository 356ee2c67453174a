import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DataError, type GradingRubric, type StudentAssignment } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs, stubDownloads } from '../testing/fakeData.js';
import { assignment, daysFromNow, file, submission } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

function open(given: GivenOperations) {
  const fake = installFakeData(given);
  renderAt('/student/assignments/as-1');
  return fake;
}

const pdf = (name = 'essay.pdf', size = 4) => new File(['%PDF'.padEnd(size, ' ')], name, { type: 'application/pdf' });
const choose = (files: File[]) => fireEvent.change(screen.getByLabelText(/Add (more )?files/), { target: { files } });
const form = () => screen.getByRole('form', { name: /Hand in/ });

describe('An assignment', () => {
  beforeEach(() => signInAs('student'));

  it('shows the instructions, the due date in the programme’s zone and what it takes', async () => {
    const get = vi
      .fn<OperationFake<'getStudentAssignment'>>()
      .mockResolvedValue(assignment({ dueAt: '2099-03-31T20:59:00.000Z' }));
    open({ getStudentAssignment: get });

    expect(await screen.findByRole('heading', { level: 1, name: 'Research question' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith({ params: { id: 'as-1' } });
    expect(document.title).toContain('Assignment');
    expect(screen.getByText('one').tagName).toBe('EM');
    expect(screen.getByText('31 March 2099, 23:59 (Nairobi time)')).toBeTruthy();
    const facts = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Files')).toBe('PDF, up to 2 MB. Up to 5 files.');
    expect(facts('Typed answer')).toBe('Yes, you can type your answer here.');
    expect(facts('Late work')).toBe('Not accepted: hand in before the due date.');
    expect(facts('Graded out of')).toBe('20 points');
    expect(screen.getByText('To do')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hand in' })).toBeTruthy();
  });

  it('uploads a file with its progress, hands it in with the answer, and shows it handed in', async () => {
    const upload = deferred<ReturnType<typeof file>>();
    let report: ((fraction: number) => void) | undefined;
    const uploadSubmissionFile = vi.fn<OperationFake<'uploadSubmissionFile'>>().mockImplementation(({ onProgress }) => {
      report = onProgress;
      return upload.promise;
    });
    const handedIn: StudentAssignment = assignment({
      status: 'submitted',
      submission: submission({ text: 'Why do seeds sprout?', files: [file({ id: 'up-1', name: 'essay.pdf' })] }),
    });
    const handIn = vi.fn<OperationFake<'handIn'>>().mockResolvedValue(handedIn);
    open({ getStudentAssignment: vi.fn().mockResolvedValue(assignment()), uploadSubmissionFile, handIn });

    await screen.findByRole('form', { name: 'Hand in your work' });
    fireEvent.change(screen.getByLabelText(/Your answer/), { target: { value: '  Why do seeds sprout?  ' } });
    choose([pdf()]);
    expect(uploadSubmissionFile).toHaveBeenCalledWith({
      params: { id: 'as-1' },
      file: expect.any(File),
      onProgress: expect.any(Function),
    });
    report?.(0.4);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading essay.pdf' });
    await waitFor(() => expect(progress.getAttribute('value')).toBe('40'));
    expect(screen.getByRole('button', { name: 'Hand in' }).hasAttribute('disabled')).toBe(true);

    upload.resolve(file({ id: 'up-1', name: 'essay.pdf' }));
    const files = await screen.findByRole('list', { name: 'Files to hand in' });
    expect(within(files).getByText('essay.pdf')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Your work was handed in.')).toBeTruthy();
    expect(handIn).toHaveBeenCalledWith({ params: { id: 'as-1' }, body: { text: 'Why do seeds sprout?', fileIds: ['up-1'] } });
    expect(screen.getByText(/Handed in on/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Files you handed in' })).toBeTruthy();
    expect(screen.getByText('Submitted')).toBeTruthy();
    // Before the due date the work may be handed in again.
    expect(screen.getByRole('button', { name: 'Hand in again' })).toBeTruthy();
  });

  it('checks a file in the browser before uploading it, and shows the service’s refusal beside the picker', async () => {
    const uploadSubmissionFile = vi
      .fn<OperationFake<'uploadSubmissionFile'>>()
      .mockRejectedValue(new DataError('invalid_input', '“scan.pdf” is not a PDF file. Choose a PDF file.'));
    open({ getStudentAssignment: vi.fn().mockResolvedValue(assignment()), uploadSubmissionFile });
    await screen.findByRole('form', { name: 'Hand in your work' });

    choose([new File(['png'], 'photo.png', { type: 'image/png' })]);
    expect(await screen.findByText('“photo.png” is not a PDF file. Choose a PDF file.')).toBeTruthy();
    choose([pdf('big.pdf', 3 * 1024 * 1024)]);
    expect(await screen.findByText(/“big.pdf” is larger than 2 MB/)).toBeTruthy();
    expect(uploadSubmissionFile).not.toHaveBeenCalled();

    choose([pdf('scan.pdf')]);
    expect(await screen.findByText('“scan.pdf” is not a PDF file. Choose a PDF file.')).toBeTruthy();
    expect(uploadSubmissionFile).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/Add files/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a file waiting to be handed in', async () => {
    const removeSubmissionFile = vi.fn<OperationFake<'removeSubmissionFile'>>().mockResolvedValue(undefined);
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(assignment({ pendingFiles: [file({ id: 'up-7', name: 'draft.pdf' })] })),
      removeSubmissionFile,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove draft.pdf' }));
    await waitFor(() => expect(screen.queryByText('draft.pdf')).toBeNull());
    expect(removeSubmissionFile).toHaveBeenCalledWith({ params: { id: 'as-1', fileId: 'up-7' } });
  });

  it('asks for something to hand in before sending anything', async () => {
    const handIn = vi.fn<OperationFake<'handIn'>>();
    open({ getStudentAssignment: vi.fn().mockResolvedValue(assignment()), handIn });
    fireEvent.click(await screen.findByRole('button', { name: 'Hand in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add a file or type your answer before handing in.');
    expect(handIn).not.toHaveBeenCalled();
  });

  it('shows the service’s refusal in words beside the button, keeping what was typed', async () => {
    const refusal = 'This assignment was due on 31 March 2027, 23:59 (Africa/Nairobi). Late work is not accepted.';
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(assignment({ fileTypes: [] })),
      handIn: vi.fn().mockRejectedValue(new DataError('conflict', refusal)),
    });
    fireEvent.change(await screen.findByLabelText(/Your answer/), { target: { value: 'My answer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(alert.closest('.student-hand-in__actions')).toBeTruthy();
    expect((screen.getByLabelText(/Your answer/) as HTMLTextAreaElement).value).toBe('My answer');
  });

  it('puts a refused answer’s field error beside the answer', async () => {
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(assignment({ fileTypes: [] })),
      handIn: vi.fn().mockRejectedValue(
        new DataError('invalid_input', 'Some fields need attention.', {
          text: 'Keep the answer to 20,000 characters or fewer.',
        }),
      ),
    });
    fireEvent.change(await screen.findByLabelText(/Your answer/), { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hand in' }));
    expect(await screen.findByText('Keep the answer to 20,000 characters or fewer.')).toBeTruthy();
    expect(screen.getByLabelText(/Your answer/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no form when the service would refuse a hand-in, and says why', async () => {
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(
        assignment({
          dueAt: daysFromNow(-2),
          overdue: true,
          canHandIn: false,
          handInRefusal: 'This assignment was due 2 days ago. Late work is not accepted.',
        }),
      ),
    });
    expect(await screen.findByText('This assignment was due 2 days ago. Late work is not accepted.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  it('warns that work handed in after the due date is marked late, where late work is accepted', async () => {
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(assignment({ dueAt: daysFromNow(-1), lateAccepted: true, overdue: true })),
    });
    expect(await screen.findByText(/the work will be marked late/)).toBeTruthy();
    expect(within(form()).getByRole('button', { name: 'Hand in' })).toBeTruthy();
  });

  it('calls to act on work returned for changes, and hands it in again with the earlier files kept or left out', async () => {
    const returned = assignment({
      status: 'returned',
      submission: submission({
        state: 'returned',
        feedback: 'Narrow the question to one species.',
        markedAt: daysFromNow(-0.5),
        files: [file({ id: 'old-1', name: 'essay.pdf' }), file({ id: 'old-2', name: 'notes.pdf' })],
      }),
    });
    const handIn = vi.fn<OperationFake<'handIn'>>().mockResolvedValue({
      ...returned,
      status: 'submitted',
      submission: submission({ attempt: 2, files: [file({ id: 'old-1' })] }),
    });
    open({ getStudentAssignment: vi.fn().mockResolvedValue(returned), handIn });

    const callout = await screen.findByRole('region', { name: 'Changes asked for' });
    expect(callout.textContent).toContain('Returned for changes: Narrow the question to one species.');
    expect(screen.getByText(/hand your work in again below/)).toBeTruthy();
    expect((screen.getByLabelText(/Your answer/) as HTMLTextAreaElement).value).toBe('My first answer.');

    fireEvent.click(within(form()).getByRole('checkbox', { name: 'notes.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hand in again' }));
    expect(await screen.findByText('Your work was handed in.')).toBeTruthy();
    expect(handIn).toHaveBeenCalledWith({ params: { id: 'as-1' }, body: { text: 'My first answer.', fileIds: ['old-1'] } });
    expect(screen.getByText('Attempt 2')).toBeTruthy();
  });

  it('shows the grade and feedback on graded work, and downloads what was handed in', async () => {
    const { click, restore } = stubDownloads();
    onTestFinished(restore);
    const downloadOwnFile = vi.fn<OperationFake<'downloadOwnFile'>>().mockResolvedValue(new Blob(['%PDF']));
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(
        assignment({
          status: 'graded',
          canHandIn: false,
          handInRefusal: 'This work has been graded.',
          submission: submission({
            state: 'graded',
            grade: 18,
            feedback: 'Clear and careful.',
            markedAt: daysFromNow(-1),
            late: true,
          }),
        }),
      ),
      downloadOwnFile,
    });

    expect(await screen.findByRole('heading', { name: 'Feedback and grade' })).toBeTruthy();
    expect(screen.getByText('18 / 20')).toBeTruthy();
    expect(screen.getByText('Clear and careful.')).toBeTruthy();
    expect(screen.getByText('Late')).toBeTruthy();
    expect(screen.getByText('This work has been graded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download essay.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloadOwnFile).toHaveBeenCalledWith({ params: { id: 'as-1', fileId: 'file-1' } });
  });

  it('says an assignment it cannot find was not found', async () => {
    open({ getStudentAssignment: vi.fn().mockRejectedValue(new DataError('not_found', 'Not found.')) });
    expect(await screen.findByText('We could not find that assignment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your assignments' }).getAttribute('href')).toBe('/student/assignments');
  });

  it('shows other failures with Retry', async () => {
    open({ getStudentAssignment: vi.fn().mockRejectedValue(new DataError('unavailable', 'Try again soon.')) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The assignment could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('An assignment graded with a rubric', () => {
  beforeEach(() => signInAs('student'));

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
  const levelsOf = (criterion: string) => screen.getByRole('list', { name: `Levels of ${criterion}` });

  it('shows how the work will be graded before it is', async () => {
    open({ getStudentAssignment: vi.fn().mockResolvedValue(assignment({ maxPoints: 15, rubric })) });
    const how = await screen.findByRole('region', { name: 'How your work is graded' });
    expect(within(how).getByText(/your grade is their points added up, out of 15 points\./)).toBeTruthy();
    expect(within(how).getByRole('heading', { level: 3, name: 'Question' })).toBeTruthy();
    expect(within(how).getByText('Can it be answered in a term?')).toBeTruthy();
    expect(
      within(levelsOf('Method'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Clear5 points', 'Vague2 points']);
    expect(screen.queryByText('Your level')).toBeNull();
  });

  it('shows the level chosen for each criterion, its points and the comments, once graded', async () => {
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(
        assignment({
          maxPoints: 15,
          rubric,
          status: 'graded',
          canHandIn: false,
          handInRefusal: 'This work has been graded.',
          submission: submission({
            state: 'graded',
            grade: 12,
            feedback: 'A sharp question.',
            markedAt: daysFromNow(-1),
            marks: [
              { criterionId: 'c-question', levelId: 'q-sharp', points: 10, comment: '' },
              { criterionId: 'c-method', levelId: 'm-vague', points: 2, comment: 'Name the instrument.' },
            ],
          }),
        }),
      ),
    });
    const feedback = await screen.findByRole('region', { name: 'Feedback and grade' });
    expect(within(feedback).getByText('12 / 15')).toBeTruthy();
    expect(within(feedback).getByRole('heading', { level: 3, name: 'Method: 2 of 5 points' })).toBeTruthy();
    const yours = (criterion: string) =>
      within(levelsOf(criterion))
        .getAllByRole('listitem')
        .filter((item) => item.textContent?.includes('Your level'))
        .map((item) => item.textContent);
    expect(yours('Question')).toEqual(['Sharp10 pointsYour level']);
    expect(yours('Method')).toEqual(['Vague2 pointsYour level']);
    expect(within(feedback).getByText('Name the instrument.')).toBeTruthy();
    expect(within(feedback).getByText('A sharp question.')).toBeTruthy();
    // Shown with the grade, so not a second time.
    expect(screen.queryByRole('region', { name: 'How your work is graded' })).toBeNull();
  });

  it('shows no levels on work returned for changes', async () => {
    open({
      getStudentAssignment: vi.fn().mockResolvedValue(
        assignment({
          rubric,
          status: 'returned',
          submission: submission({ state: 'returned', feedback: 'Add a method.', markedAt: daysFromNow(-1) }),
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Changes asked for' })).toBeTruthy();
    expect(screen.queryByText('Your level')).toBeNull();
    expect(screen.getByRole('region', { name: 'How your work is graded' })).toBeTruthy();
  });
});
