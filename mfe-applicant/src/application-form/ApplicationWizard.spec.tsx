import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type Answers, type Application, type UploadedFile } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import { application, completeApplication, uploaded } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderRoutes.js';
import { readLocalCopy, writeLocalCopy } from './localCopy.js';

const editAt = (step: number) => `/applicant/applications/app-1/edit?step=${step}`;
const location = () => screen.getByTestId('location').textContent;

/** A save that answers like the server: the draft with the answers merged in. */
function savingInto(draft: Application) {
  return vi.fn<OperationFake<'saveAnswers'>>(async ({ body: { answers } }) => ({
    ...draft,
    answers: { ...draft.answers, ...answers },
    updatedAt: new Date().toISOString(),
  }));
}

/** What saving these answers of draft app-1 sends. */
const savingAnswers = (answers: Answers) => ({ params: { id: 'app-1' }, body: { answers } });

async function openWizard(draft: Application, step: number, given: GivenOperations = {}) {
  const fake = installFakeData({
    getMyApplication: vi.fn<OperationFake<'getMyApplication'>>().mockResolvedValue(draft),
    saveAnswers: savingInto(draft),
    ...given,
  });
  const view = renderAt(editAt(step));
  await screen.findByRole('progressbar', { name: `Step ${step} of 4` });
  return { fake, view };
}

const nameField = () => screen.getByLabelText('Full name') as HTMLInputElement;

describe('The application form', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('applicant');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one step per section with a progress bar, the deadline, and Back and Next', async () => {
    await openWizard(application(), 1);

    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Step 1 of 4' });
    expect([progress.getAttribute('value'), progress.getAttribute('max')]).toEqual(['1', '4']);
    expect(screen.getByText(/Submit by 31 January 2099, 23:59 \(Africa\/Nairobi\)\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.change(nameField(), { target: { value: 'Amani Njoroge' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2008-03-14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your story' });
    expect(location()).toBe(editAt(2));
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' }).getAttribute('value')).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(heading));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    expect(nameField().value).toBe('Amani Njoroge');
  });

  it('continues at the step the applicant left, kept with the draft for any device', async () => {
    const draft = application({ resumeStep: 3, answers: { name: 'Amani Njoroge', born: '2008-03-14' } });
    const save = savingInto(draft);
    installFakeData({ getMyApplication: vi.fn<OperationFake<'getMyApplication'>>().mockResolvedValue(draft), saveAnswers: save });
    renderAt('/applicant/applications/app-1/edit');
    expect(await screen.findByRole('progressbar', { name: 'Step 3 of 4' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('progressbar', { name: 'Step 2 of 4' });
    expect(save).toHaveBeenCalledWith({ params: { id: 'app-1' }, body: { answers: {}, step: 2 } });
  });

  it('checks required answers on Next, ties each error to its field and focuses the first', async () => {
    await openWizard(application(), 1);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    const name = nameField();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(
      name
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => id.endsWith('-error')) ?? '',
    );
    expect(error?.textContent).toBe('Error: Answer this question.');
    const born = screen.getByLabelText('Date of birth');
    expect(born.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText('Enter a date.')).toBeTruthy();
    // The optional school question has no error.
    expect(screen.getByLabelText(/School/).getAttribute('aria-invalid')).toBeNull();
    expect(location()).toBe(editAt(1));

    // Fixing an answer clears its error at once.
    fireEvent.change(name, { target: { value: 'Amani' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Answer this question.')).toBeNull();
  });

  it('focuses the first option of an unanswered choice', async () => {
    await openWizard(application({ answers: { essay: 'Because I like research.' } }), 2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Research' })));
    expect(screen.getByText('Choose an option.')).toBeTruthy();
  });

  it('autosaves what was typed after a pause, keeping a copy on this device until it is saved', async () => {
    const { fake } = await openWizard(application(), 1);
    vi.useFakeTimers();

    fireEvent.change(nameField(), { target: { value: 'Amani' } });
    fireEvent.change(nameField(), { target: { value: 'Amani Njoroge' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect(readLocalCopy('app-1')?.answers).toEqual({ name: 'Amani Njoroge' });

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(fake.saveAnswers).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fake.saveAnswers).toHaveBeenCalledTimes(1);
    expect(fake.saveAnswers).toHaveBeenCalledWith(savingAnswers({ name: 'Amani Njoroge' }));

    expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
    expect(readLocalCopy('app-1')).toBeNull();
  });

  it('keeps the typed answers and retries with growing waits when a save fails', async () => {
    const draft = application();
    const save = vi
      .fn<OperationFake<'saveAnswers'>>()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server.'))
      .mockImplementation(savingInto(draft));
    await openWizard(draft, 1, { saveAnswers: save });
    vi.useFakeTimers();

    fireEvent.change(nameField(), { target: { value: 'Amani' } });
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Not saved — retrying/)).toBeTruthy();
    expect(nameField().value).toBe('Amani');
    expect(readLocalCopy('app-1')?.answers).toEqual({ name: 'Amani' });

    // Typing meanwhile does not hurry the retry.
    fireEvent.change(nameField(), { target: { value: 'Amani N' } });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(save).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(savingAnswers({ name: 'Amani N' }));
    expect(screen.getByText(/^Saved at/)).toBeTruthy();
    expect(readLocalCopy('app-1')).toBeNull();
  });

  it('saves at once when a field loses focus and when the tab is hidden', async () => {
    const { fake } = await openWizard(application(), 1);

    fireEvent.change(nameField(), { target: { value: 'Amani' } });
    fireEvent.blur(nameField());
    await waitFor(() => expect(fake.saveAnswers).toHaveBeenCalledWith(savingAnswers({ name: 'Amani' })));

    fireEvent.change(screen.getByLabelText(/School/), { target: { value: 'Moi Girls' } });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await waitFor(() => expect(fake.saveAnswers).toHaveBeenLastCalledWith(savingAnswers({ school: 'Moi Girls' })));
    expect(fake.saveAnswers).toHaveBeenCalledTimes(2);
  });

  it('loses nothing typed when the page is reloaded before the save finished', async () => {
    const draft = application();
    const hanging = deferred<Application>();
    const { fake, view } = await openWizard(draft, 1, { saveAnswers: vi.fn(() => hanging.promise) });

    fireEvent.change(nameField(), { target: { value: 'Amani typed this' } });
    view.unmount();
    // Leaving the form tried a last save, which has not come back.
    expect(fake.saveAnswers).toHaveBeenCalledWith(savingAnswers({ name: 'Amani typed this' }));

    // "Reload": the server still has the old draft.
    const save = savingInto(draft);
    await openWizard(draft, 1, { saveAnswers: save });
    expect(nameField().value).toBe('Amani typed this');
    expect(screen.getByText('We brought back answers you typed on this device that had not been saved yet.')).toBeTruthy();
    await waitFor(() => expect(save).toHaveBeenCalledWith(savingAnswers({ name: 'Amani typed this' })), { timeout: 3000 });
    await waitFor(() => expect(readLocalCopy('app-1')).toBeNull());
  });

  it('drops a copy on this device that is older than the server’s last save', async () => {
    writeLocalCopy('app-1', { name: 'Old words' }, new Date('2026-01-10T09:30:00.000Z'));
    const { fake } = await openWizard(application({ answers: { name: 'Saved elsewhere' } }), 1);

    expect(nameField().value).toBe('Saved elsewhere');
    expect(screen.queryByText(/We brought back/)).toBeNull();
    expect(readLocalCopy('app-1')).toBeNull();
    expect(fake.saveAnswers).not.toHaveBeenCalled();
  });

  it('counts words live and refuses text that would go over the word limit', async () => {
    await openWizard(application(), 2);
    const essay = screen.getByLabelText('Why do you want to join?') as HTMLTextAreaElement;
    expect(screen.getByText('0 / 10 words')).toBeTruthy();

    const ten = 'one two three four five six seven eight nine ten';
    fireEvent.change(essay, { target: { value: ten } });
    expect(screen.getByText('10 / 10 words')).toBeTruthy();
    expect(essay.getAttribute('aria-describedby')).toContain('-count');

    fireEvent.change(essay, { target: { value: `${ten} e` } });
    expect(essay.value).toBe(ten);
    expect(screen.getByText('You have reached the limit of 10 words.')).toBeTruthy();

    fireEvent.change(essay, { target: { value: `${ten} eleven twelve thirteen` } });
    expect(essay.value).toBe(ten);
    expect(screen.getByText('That would make 13 words, over the limit of 10. Shorten the text first.')).toBeTruthy();

    // Shortening is always taken.
    fireEvent.change(essay, { target: { value: 'one two' } });
    expect(essay.value).toBe('one two');
    expect(screen.getByText('2 / 10 words')).toBeTruthy();
  });

  it('flags a saved answer that is over the word limit when moving on', async () => {
    const long = 'a b c d e f g h i j k l';
    await openWizard(application({ answers: { essay: long, track: 'Research' } }), 2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Keep it to 10 words or fewer (you have 12).')).toBeTruthy();
    expect(location()).toBe(editAt(2));
  });

  it('checks a file’s type and size before uploading, then shows the upload’s progress', async () => {
    const upload = deferred<UploadedFile>();
    let report: (fraction: number) => void = () => {};
    const uploadFake = vi.fn<OperationFake<'uploadApplicationFile'>>(({ onProgress }) => {
      report = onProgress ?? report;
      return upload.promise;
    });
    const removeFile = vi.fn<OperationFake<'removeApplicationFile'>>().mockResolvedValue(undefined);
    await openWizard(application(), 3, { uploadApplicationFile: uploadFake, removeApplicationFile: removeFile });
    const input = screen.getByLabelText('School transcript') as HTMLInputElement;
    expect(input.accept).toBe('application/pdf');
    expect(screen.getByText(/PDF, up to 2 MB\./)).toBeTruthy();

    const word = new File(['x'], 'essay.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(input, { target: { files: [word] } });
    expect(screen.getByText('“essay.docx” is not a PDF file. Choose a PDF file.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText('“big.pdf” is larger than 2 MB (it is 3.0 MB). Choose a smaller file.')).toBeTruthy();
    expect(uploadFake).not.toHaveBeenCalled();

    const good = new File(['%PDF-1.7'], 'transcript.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [good] } });
    expect(uploadFake).toHaveBeenCalledWith({
      params: { id: 'app-1' },
      query: { questionId: 'transcript' },
      file: good,
      onProgress: expect.any(Function),
    });
    expect(screen.queryByText(/is not a PDF file/)).toBeNull();
    act(() => report(0.4));
    const bar = screen.getByRole('progressbar', { name: 'Uploading transcript.pdf' });
    expect(bar.getAttribute('value')).toBe('40');
    act(() => report(0.75));
    expect(bar.getAttribute('value')).toBe('75');

    await act(async () => upload.resolve(uploaded()));
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).toBeNull();
    expect(screen.getByText('transcript.pdf')).toBeTruthy();
    expect(screen.getByText('(340 KB)', { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove transcript.pdf' }));
    await waitFor(() => expect(screen.queryByText('transcript.pdf')).toBeNull());
    expect(removeFile).toHaveBeenCalledWith({ params: { id: 'app-1', fileId: 'file-1' } });
  });

  it('shows a refused upload in the server’s words', async () => {
    const upload = vi
      .fn<OperationFake<'uploadApplicationFile'>>()
      .mockRejectedValue(new DataError('invalid_input', 'This file is not really a PDF. Save it as a PDF and try again.'));
    await openWizard(application(), 3, { uploadApplicationFile: upload });
    fireEvent.change(screen.getByLabelText('School transcript'), {
      target: { files: [new File(['x'], 'fake.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('This file is not really a PDF. Save it as a PDF and try again.')).toBeTruthy();
  });

  it('lists every answer on the review step, each with an Edit link to its step', async () => {
    await openWizard(completeApplication(), 4);

    expect(screen.getByRole('heading', { level: 2, name: 'Check and submit' })).toBeTruthy();
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(row('Full name')).getByText('Amani Njoroge')).toBeTruthy();
    expect(within(row('Date of birth')).getByText('14 March 2008')).toBeTruthy();
    expect(within(row('School')).getByText('Not answered')).toBeTruthy();
    expect(within(row('Which track?')).getByText('Research')).toBeTruthy();
    expect(
      within(row('Interests'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Biology', 'Maths']);
    expect(within(row('School transcript')).getByText('transcript.pdf (340 KB)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit application' })).toHaveProperty('disabled', false);

    fireEvent.click(screen.getByRole('link', { name: 'Edit “Date of birth”' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    expect(location()).toBe(editAt(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Date of birth')));
  });

  it('explains why Submit is unavailable while answers are missing', async () => {
    await openWizard(application({ answers: { name: 'Amani' } }), 4);

    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(submit).toHaveProperty('disabled', true);
    const why = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(/^You cannot submit yet: 4 answers need attention\./);
    const row = screen.getByText('Which track?', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(row).getByText('Choose an option.')).toBeTruthy();
  });

  it('submits and goes to the application with a confirmation', async () => {
    const draft = completeApplication();
    const submitted = { ...draft, status: 'submitted' as const, canEdit: false, submittedAt: '2026-01-12T08:00:00.000Z' };
    const get = vi.fn<OperationFake<'getMyApplication'>>().mockResolvedValueOnce(draft).mockResolvedValue(submitted);
    const submit = vi.fn<OperationFake<'submitApplication'>>().mockResolvedValue(submitted);
    writeLocalCopy('app-1', {}, new Date('2026-01-01T00:00:00.000Z'));
    await openWizard(draft, 4, { getMyApplication: get, submitApplication: submit });

    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Application submitted' })).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ params: { id: 'app-1' } });
    expect(location()).toBe('/applicant/applications/app-1');
  });

  it('shows the server’s words when the submission is refused', async () => {
    const message = 'Applications to StepUp Scholars closed on 31 January 2099 at 23:59 (Africa/Nairobi).';
    const submit = vi.fn<OperationFake<'submitApplication'>>().mockRejectedValue(new DataError('conflict', message));
    await openWizard(completeApplication(), 4, { submitApplication: submit });

    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(location()).toBe(editAt(4));
    expect(screen.getByRole('button', { name: 'Submit application' })).toHaveProperty('disabled', false);
  });
});
