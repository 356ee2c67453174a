import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ProgramSettings as Program } from '@sla/data';
import type { ProgramSettingsInput } from '@sla/contract/schemas';
import type { OperationFake } from '@sla/data/fakes';
import { programSettings } from '../programs/testing.js';
import { deferred, installFakeData, signInAs } from '../testing/fakeData.js';
import ProgramSettings from './ProgramSettings.js';

type ListFn = OperationFake<'listPrograms'>;
type GetFn = OperationFake<'getProgram'>;
type CreateFn = OperationFake<'createProgram'>;
type UpdateFn = OperationFake<'updateProgram'>;
type RemoveFn = OperationFake<'deleteProgram'>;

/** The list as the service answers it. */
const listed = (...programs: Program[]) => ({ items: programs });

const stepUp = programSettings();
const dynamerge = programSettings({
  id: 'p-dyn',
  slug: 'dynamerge',
  name: 'Dynamerge',
  status: 'draft',
  opensAt: null,
  closesAt: '2027-03-15T16:00:00.000Z',
  timeZone: 'Africa/Lagos',
  capacity: null,
  form: { sections: [] },
  createdAt: '2026-11-05T09:00:00.000Z',
});

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname + current.search;
  }, [current]);
  return null;
}

function renderScreen(entry = '/admin/programs') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <ProgramSettings />
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The input a programme saved as `program` would be sent as. */
const inputOf = ({ id: _id, createdAt: _c, updatedAt: _u, ...input }: Program): ProgramSettingsInput =>
  input as ProgramSettingsInput;

const field = (label: string | RegExp, container: HTMLElement = document.body) =>
  within(container).getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string, container?: HTMLElement) =>
  fireEvent.change(field(label, container), { target: { value } });
const click = (name: string | RegExp, container: HTMLElement = document.body) =>
  fireEvent.click(within(container).getByRole('button', { name }));
const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

/** The questions (or sections, criteria) as the builder shows them, by their headings. */
const headings = (level: number) => screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

async function startNewProgramme(create: CreateFn = vi.fn<CreateFn>(), update: UpdateFn = vi.fn<UpdateFn>()) {
  const spies = installFakeData({
    listPrograms: vi.fn<ListFn>().mockResolvedValue(listed()),
    createProgram: vi.fn(create),
    updateProgram: update,
  });
  renderScreen();
  click('New programme');
  await screen.findByRole('heading', { level: 2, name: 'New programme' });
  return spies;
}

function fillDetails() {
  type('Name', 'Girls Who Build');
  type('Summary', 'Engineering weekends for girls.');
}

describe('Programme settings', () => {
  beforeEach(() => {
    signInAs('staff');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });

  describe('the list', () => {
    it('shows every programme newest first, with status, window in its own zone, places and questions', async () => {
      const list = vi.fn<ListFn>().mockResolvedValue(listed(stepUp, dynamerge));
      installFakeData({ listPrograms: list });
      renderScreen();

      expect(screen.getByText('Loading programmes…')).toBeTruthy();
      await screen.findByRole('rowheader', { name: /^Dynamerge/ });
      expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        'Dynamerge' + 'dynamerge',
        'StepUp Scholars' + 'stepup-scholars',
      ]);

      const step = rowOf('StepUp Scholars');
      expect(within(step).getByText('Active').className).toContain('badge');
      expect(
        within(step).getByText('Opens 1 Dec 2026, 09:00 (Nairobi time) – Closes 31 Jan 2027, 23:59 (Nairobi time)'),
      ).toBeTruthy();
      // The zone as people say it, never the database's code.
      expect(step.textContent).not.toContain('Africa/');
      const cells = within(step)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(2, 4)).toEqual(['40', '3']);

      const dyn = rowOf('Dynamerge');
      expect(within(dyn).getByText('Draft').className).toContain('badge');
      expect(within(dyn).getByText('No opening time – Closes 15 Mar 2027, 17:00 (Lagos time)')).toBeTruthy();
      expect(within(dyn).getByText('No limit')).toBeTruthy();
      expect(list).toHaveBeenCalledTimes(1);
    });

    it('says when there are no programmes yet', async () => {
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed()) });
      renderScreen();
      expect(await screen.findByText(/No programmes yet/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'New programme' })).toBeTruthy();
    });

    it('shows an error with Retry when the list cannot be loaded', async () => {
      const list = vi
        .fn<ListFn>()
        .mockRejectedValueOnce(new DataError('unavailable', 'The data service is not answering.'))
        .mockResolvedValueOnce(listed(stepUp));
      installFakeData({ listPrograms: list });
      renderScreen();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The data service is not answering.');
      click('Retry', alert);
      expect(await screen.findByRole('rowheader', { name: /^StepUp Scholars/ })).toBeTruthy();
    });

    it('opens a programme from the list without loading it again, at ?id=', async () => {
      const get = vi.fn<GetFn>();
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(stepUp)), getProgram: get });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
      expect(screen.getByRole('heading', { level: 2, name: 'StepUp Scholars' })).toBeTruthy();
      expect(field('Name').value).toBe('StepUp Scholars');
      expect(field(/^Closes/).value).toBe('2027-01-31T23:59');
      expect(location).toBe('/admin/programs?id=p-stepup');
      expect(get).not.toHaveBeenCalled();
    });

    it('loads a programme linked to directly, and says when it does not exist', async () => {
      const get = vi.fn<GetFn>(async ({ params }) =>
        params.id === 'p-dyn' ? dynamerge : Promise.reject(new DataError('not_found', 'No such programme.')),
      );
      installFakeData({ getProgram: get });
      const { unmount } = renderScreen('/admin/programs?id=p-dyn');
      expect(screen.getByText('Loading the programme…')).toBeTruthy();
      expect(((await screen.findByLabelText('Time zone')) as HTMLSelectElement).value).toBe('Africa/Lagos');
      expect(field(/^Closes/).value).toBe('2027-03-15T17:00');
      unmount();

      renderScreen('/admin/programs?id=p-gone');
      expect((await screen.findByRole('alert')).textContent).toContain('We could not find that programme');
      expect(get).toHaveBeenCalledWith({ params: { id: 'p-gone' } });
    });
  });

  describe('creating a programme', () => {
    it('sends the details, with the window converted from the chosen zone to instants', async () => {
      const created = programSettings({ id: 'p-new', slug: 'girls-who-build', name: 'Girls Who Build', form: { sections: [] } });
      const create = vi.fn<CreateFn>().mockResolvedValue(created);
      await startNewProgramme(create);

      fillDetails();
      expect(field('Web address').value).toBe('girls-who-build');
      fireEvent.change(field('Status'), { target: { value: 'active' } });
      expect(((await screen.findByLabelText('Time zone')) as HTMLSelectElement).value).toBe('Africa/Nairobi');
      fireEvent.change(field('Time zone'), { target: { value: 'Africa/Lagos' } });
      type(/^Opens/, '2027-01-01T09:00');
      type(/^Closes/, '2027-01-31T23:59');
      expect(screen.getByText('That is 31 Jan 2027, 22:59 (UTC).')).toBeTruthy();
      type(/^Places/, '40');
      type(/^Description/, '## A weekend\nBuild things.');
      expect(screen.getByText('Unsaved changes')).toBeTruthy();
      click('Create programme');

      await screen.findByText('Saved: Girls Who Build was created.');
      expect(create).toHaveBeenCalledTimes(1);
      expect(create).toHaveBeenCalledWith({
        body: {
          slug: 'girls-who-build',
          name: 'Girls Who Build',
          summary: 'Engineering weekends for girls.',
          description: '## A weekend\nBuild things.',
          whoFor: '',
          howToApply: '',
          status: 'active',
          opensAt: '2027-01-01T08:00:00.000Z',
          closesAt: '2027-01-31T22:59:00.000Z',
          timeZone: 'Africa/Lagos',
          capacity: 40,
          form: { sections: [] },
          rubric: { criteria: [] },
        } satisfies ProgramSettingsInput,
      });
      await waitFor(() => expect(location).toBe('/admin/programs?id=p-new'));
      expect(screen.queryByText('Unsaved changes')).toBeNull();
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
    });

    it('then saves further changes as an update of the new programme', async () => {
      const created = programSettings({ id: 'p-new', slug: 'girls-who-build', name: 'Girls Who Build' });
      const update = vi.fn<UpdateFn>(async ({ body: input }) => ({ ...created, ...input }));
      await startNewProgramme(vi.fn<CreateFn>().mockResolvedValue(created), update);
      fillDetails();
      click('Create programme');
      await screen.findByText('Saved: Girls Who Build was created.');

      type('Summary', 'Weekends of engineering.');
      click('Save changes');
      await screen.findByText('Saved changes to Girls Who Build.');
      expect(update).toHaveBeenCalledWith({
        params: { id: 'p-new' },
        body: { ...inputOf(created), summary: 'Weekends of engineering.' },
      });
    });

    it('keeps a typed address, and leaves a saved programme’s address alone when renaming it', async () => {
      await startNewProgramme();
      type('Name', 'Girls');
      expect(field('Web address').value).toBe('girls');
      type('Web address', 'gwb');
      type('Name', 'Girls Who Build');
      expect(field('Web address').value).toBe('gwb');
      cleanup();

      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(stepUp)) });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
      type('Name', 'StepUp');
      expect(field('Web address').value).toBe('stepup-scholars');
    });
  });

  describe('the application form', () => {
    it('adds a question of each type with its settings, reorders them and sends them', async () => {
      const create = vi.fn<CreateFn>(async ({ body: input }) => ({ ...programSettings({ id: 'p-new' }), ...input }));
      await startNewProgramme(create);
      fillDetails();
      openTab(/^Application form/);
      expect(screen.getByText(/No sections yet/)).toBeTruthy();

      click('Add a section');
      expect(document.activeElement).toBe(field('Section title'));
      type('Section title', 'About you');
      const addQuestion = () => click(/^Add a question/);
      const lastQuestion = () => screen.getAllByRole('heading', { level: 4 }).at(-1)!.closest('.builder-item') as HTMLElement;

      addQuestion();
      expect(document.activeElement).toBe(field('Type', lastQuestion()));
      type('Question', 'Your name', lastQuestion());
      type(/^Most characters allowed/, '80', lastQuestion());

      addQuestion();
      fireEvent.change(field('Type', lastQuestion()), { target: { value: 'long_text' } });
      type('Question', 'Why do you want to join?', lastQuestion());
      type(/^Word limit/, '250', lastQuestion());

      addQuestion();
      fireEvent.change(field('Type', lastQuestion()), { target: { value: 'choice' } });
      type('Question', 'Which county?', lastQuestion());
      type('Options', 'Nairobi\nKisumu\n\nMombasa', lastQuestion());
      fireEvent.click(within(lastQuestion()).getByLabelText('Applicants may choose more than one'));

      addQuestion();
      fireEvent.change(field('Type', lastQuestion()), { target: { value: 'date' } });
      type('Question', 'Date of birth', lastQuestion());
      type(/^Help text/, 'As on your ID.', lastQuestion());

      addQuestion();
      fireEvent.change(field('Type', lastQuestion()), { target: { value: 'file' } });
      type('Question', 'School report', lastQuestion());
      fireEvent.click(within(lastQuestion()).getByLabelText('PNG image'));
      type(/^Largest file/, '5', lastQuestion());
      fireEvent.click(within(lastQuestion()).getByLabelText('Must be answered'));

      expect(headings(4)).toEqual([
        'Question 1.1: Your name',
        'Question 1.2: Why do you want to join?',
        'Question 1.3: Which county?',
        'Question 1.4: Date of birth',
        'Question 1.5: School report',
      ]);

      // The date question up to second place, by keyboard-reachable buttons; focus stays on the moved question.
      click('Move up: question 1.4, Date of birth');
      expect((document.activeElement as HTMLElement).textContent).toBe('Move up: question 1.3, Date of birth');
      fireEvent.click(document.activeElement as HTMLElement);
      expect(document.activeElement?.textContent).toBe('Move up: question 1.2, Date of birth');
      click('Move down: question 1.1, Your name');
      expect(headings(4)).toEqual([
        'Question 1.1: Date of birth',
        'Question 1.2: Your name',
        'Question 1.3: Why do you want to join?',
        'Question 1.4: Which county?',
        'Question 1.5: School report',
      ]);
      expect(screen.getByText('Moved question “Your name” to position 2 of 5.')).toBeTruthy();

      click('Create programme');
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]![0].body.form).toEqual({
        sections: [
          {
            id: 'about-you',
            title: 'About you',
            questions: [
              { id: 'date-of-birth', type: 'date', label: 'Date of birth', help: 'As on your ID.', required: true },
              { id: 'your-name', type: 'short_text', label: 'Your name', required: true, maxLength: 80 },
              {
                id: 'why-do-you-want-to-join',
                type: 'long_text',
                label: 'Why do you want to join?',
                required: true,
                wordLimit: 250,
              },
              {
                id: 'which-county',
                type: 'choice',
                label: 'Which county?',
                required: true,
                options: ['Nairobi', 'Kisumu', 'Mombasa'],
                multiple: true,
              },
              {
                id: 'school-report',
                type: 'file',
                label: 'School report',
                required: false,
                accept: ['application/pdf', 'image/jpeg'],
                maxSizeMb: 5,
              },
            ],
          },
        ],
      });
    });

    it('moves and removes sections, keeping saved ids when labels change and giving new ones unique ids', async () => {
      const update = vi.fn<UpdateFn>(async ({ body: input }) => ({ ...stepUp, ...input }));
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(stepUp)), updateProgram: update });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
      openTab(/^Application form/);
      expect(headings(3)).toEqual(['Section 1: About you', 'Section 2: Documents']);

      click('Move up: section 2, Documents');
      expect(headings(3)).toEqual(['Section 1: Documents', 'Section 2: About you']);
      expect(document.activeElement?.textContent).toBe('Move down: section 1, Documents');

      const aboutYou = screen.getByRole('region', { name: 'Section 2: About you' });
      type(
        'Question',
        'Tell us why you want to join',
        within(aboutYou).getAllByRole('heading', { level: 4 })[1]!.closest('.builder-item') as HTMLElement,
      );
      click(/^Add a question to section 2/);
      const added = within(aboutYou).getAllByRole('heading', { level: 4 }).at(-1)!.closest('.builder-item') as HTMLElement;
      type('Question', 'Motivation', added);
      expect(within(added).getByText('motivation-2')).toBeTruthy();

      click('Remove: question 1.1, School report');
      expect(
        within(screen.getByRole('region', { name: 'Section 1: Documents' })).getByText('No questions in this section yet.'),
      ).toBeTruthy();
      click('Remove: section 1, Documents');
      expect(window.confirm).not.toHaveBeenCalled();
      expect(headings(3)).toEqual(['Section 1: About you']);

      click('Save changes');
      await screen.findByText('Saved changes to StepUp Scholars.');
      expect(update.mock.calls[0]![0].body.form.sections).toEqual([
        {
          id: 'about-you',
          title: 'About you',
          questions: [
            { id: 'full-name', type: 'short_text', label: 'Full name', required: true, maxLength: 120 },
            { id: 'motivation', type: 'long_text', label: 'Tell us why you want to join', required: true, wordLimit: 300 },
            { id: 'motivation-2', type: 'short_text', label: 'Motivation', required: true },
          ],
        },
      ]);
    });

    it('asks before removing a section that still has questions', async () => {
      vi.mocked(window.confirm).mockReturnValue(false);
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(stepUp)) });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
      openTab(/^Application form/);
      click('Remove: section 1, About you');
      expect(window.confirm).toHaveBeenCalledWith('Remove section 1, About you and its 2 questions?');
      expect(headings(3)).toEqual(['Section 1: About you', 'Section 2: Documents']);
    });
  });

  describe('the review rubric', () => {
    it('shows each criterion’s share of the total weight as it is typed, and sends the criteria', async () => {
      const create = vi.fn<CreateFn>(async ({ body: input }) => ({ ...programSettings({ id: 'p-new' }), ...input }));
      await startNewProgramme(create);
      fillDetails();
      openTab(/^Review rubric/);

      for (const label of ['Need', 'Motivation', 'Potential']) {
        click('Add a criterion');
        const criterion = screen.getAllByRole('heading', { level: 3 }).at(-1)!.closest('section') as HTMLElement;
        expect(document.activeElement).toBe(field('Criterion', criterion));
        type('Criterion', label, criterion);
      }
      const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^Criterion \\d: ${name}$`) });
      type('Weight', '2', region('Need'));
      expect(screen.getByText('Total weight: 4')).toBeTruthy();
      expect(within(region('Need')).getByText('Share of the total: 50%')).toBeTruthy();
      expect(within(region('Motivation')).getByText('Share of the total: 25%')).toBeTruthy();
      type('Weight', '', region('Potential'));
      expect(within(region('Need')).getByText('Share of the total: 66.7%')).toBeTruthy();
      expect(within(region('Motivation')).getByText('Share of the total: 33.3%')).toBeTruthy();
      expect(within(region('Potential')).getByText('Share of the total: –')).toBeTruthy();
      type('Weight', '1', region('Potential'));
      type('Highest score', '10', region('Potential'));
      click('Move up: criterion 3, Potential');

      click('Create programme');
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]![0].body.rubric).toEqual({
        criteria: [
          { id: 'need', label: 'Need', weight: 2, scaleMin: 1, scaleMax: 5 },
          { id: 'potential', label: 'Potential', weight: 1, scaleMin: 1, scaleMax: 10 },
          { id: 'motivation', label: 'Motivation', weight: 1, scaleMin: 1, scaleMax: 5 },
        ],
      });
    });
  });

  describe('checks and refusals', () => {
    it('shows problems beside their fields, in plain words, and sends nothing', async () => {
      const { createProgram } = await startNewProgramme();
      type('Summary', 'Engineering weekends for girls.');
      type(/^Opens/, '2027-02-01T09:00');
      type(/^Closes/, '2027-01-31T23:59');
      openTab(/^Application form/);
      click('Add a section');
      type('Section title', 'About you');
      click(/^Add a question/);
      click('Create programme');

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Some fields need attention. Nothing was saved.');
      expect(within(alert).getByRole('button', { name: 'Details: 3 fields to fix' })).toBeTruthy();
      expect(within(alert).getByRole('button', { name: 'Application form: 1 field to fix' })).toBeTruthy();
      // The first tab with a problem opens, and the first field with one takes focus.
      expect(screen.getByRole('tab', { name: 'Details (3 to fix)' }).getAttribute('aria-selected')).toBe('true');
      const name = field('Name');
      expect(document.activeElement).toBe(name);
      const nameError = screen.getByText('Name the programme.');
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toContain(nameError.id);
      expect(screen.getByText('Give the programme an address.')).toBeTruthy();
      const closesError = screen.getByText('Applications must close after they open.');
      expect(field(/^Closes/).getAttribute('aria-describedby')).toContain(closesError.id);

      click('Application form: 1 field to fix', alert);
      expect(screen.getByText('Write the question.')).toBeTruthy();
      expect(createProgram).not.toHaveBeenCalled();
    });

    it('shows the server’s refusal and its field errors, and keeps what was typed', async () => {
      const pending = deferred<Program>();
      const { createProgram } = await startNewProgramme(() => pending.promise);
      fillDetails();
      type('Web address', 'stepup-scholars');
      click('Create programme');
      expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);

      await act(async () =>
        pending.reject(
          new DataError('conflict', 'Another programme already uses the address stepup-scholars.', {
            slug: 'Choose another address; this one is taken.',
          }),
        ),
      );
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Another programme already uses the address stepup-scholars.');
      const slugError = screen.getByText('Choose another address; this one is taken.');
      expect(field('Web address').getAttribute('aria-describedby')).toContain(slugError.id);
      expect(field('Web address').value).toBe('stepup-scholars');
      expect(field('Name').value).toBe('Girls Who Build');
      expect(createProgram).toHaveBeenCalledTimes(1);
      expect(location).toBe('/admin/programs?id=new');
    });

    it('shows the server’s field errors on the tab they belong to, including ones about ids and list items', async () => {
      const withChoice = programSettings({
        form: {
          sections: [
            {
              id: 'about-you',
              title: 'About you',
              questions: [{ id: 'county', type: 'choice', label: 'County', required: true, options: ['A', 'B'] }],
            },
          ],
        },
      });
      const update = vi.fn<UpdateFn>().mockRejectedValue(
        new DataError('invalid_input', 'Some fields need attention.', {
          'form.sections.0.questions.0.options.1': 'Keep it to 200 characters or fewer.',
          'rubric.criteria.1.id': 'Use lower-case letters, digits, - and _.',
        }),
      );
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(withChoice)), updateProgram: update });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
      click('Save changes');

      const alert = await screen.findByRole('alert');
      expect(
        within(alert)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Application form: 1 field to fix', 'Review rubric: 1 field to fix']);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Application form (1 to fix)');
      const options = field('Options');
      // Focus follows the switch to the field's tab, a frame later.
      await waitFor(() => expect(document.activeElement).toBe(options));
      expect(options.getAttribute('aria-describedby')).toContain(screen.getByText('Keep it to 200 characters or fewer.').id);

      openTab(/^Review rubric/);
      const motivation = screen.getByRole('region', { name: 'Criterion 2: Motivation' });
      expect(field('Criterion', motivation).getAttribute('aria-invalid')).toBe('true');
      expect(within(motivation).getByText('Use lower-case letters, digits, - and _.')).toBeTruthy();
    });

    it('asks before leaving the editor with unsaved changes', async () => {
      installFakeData({ listPrograms: vi.fn<ListFn>().mockResolvedValue(listed(stepUp)) });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));

      click('Back to all programmes');
      expect(window.confirm).not.toHaveBeenCalled();
      click('Edit StepUp Scholars', await screen.findByRole('table'));

      type('Name', 'StepUp Scholars 2027');
      vi.mocked(window.confirm).mockReturnValueOnce(false);
      click('Back to all programmes');
      expect(window.confirm).toHaveBeenCalledWith('You have changes that are not saved. Leave without saving them?');
      expect(field('Name').value).toBe('StepUp Scholars 2027');

      click('Back to all programmes');
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(location).toBe('/admin/programs');
    });
  });

  describe('deleting', () => {
    async function openStepUp(remove = vi.fn<RemoveFn>()) {
      // After a delete the list is loaded again, without the programme.
      const list = vi.fn<ListFn>().mockResolvedValueOnce(listed(stepUp)).mockResolvedValue(listed());
      installFakeData({ listPrograms: list, deleteProgram: remove });
      renderScreen();
      click('Edit StepUp Scholars', await screen.findByRole('table'));
    }

    it('is not offered to staff', async () => {
      await openStepUp();
      expect(screen.queryByRole('button', { name: 'Delete programme' })).toBeNull();
    });

    it('is offered to an admin, behind a confirmation', async () => {
      signInAs('admin');
      const remove = vi.fn<RemoveFn>().mockResolvedValue();
      await openStepUp(remove);

      click('Delete programme');
      const dialog = screen.getByRole('dialog', { name: 'Delete StepUp Scholars?' });
      click('Cancel', dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(remove).not.toHaveBeenCalled();

      click('Delete programme');
      click('Delete programme', screen.getByRole('dialog'));
      expect(await screen.findByText('Deleted StepUp Scholars.')).toBeTruthy();
      expect(remove).toHaveBeenCalledWith({ params: { id: 'p-stepup' } });
      await waitFor(() => expect(location).toBe('/admin/programs'));
      expect(await screen.findByText(/No programmes yet/)).toBeTruthy();
    });

    it('shows the server’s refusal to delete a programme that has applications', async () => {
      signInAs('admin');
      const remove = vi
        .fn<RemoveFn>()
        .mockRejectedValue(
          new DataError('conflict', 'StepUp Scholars has 12 applications, so it cannot be deleted. Archive it instead.'),
        );
      await openStepUp(remove);
      click('Delete programme');
      const dialog = screen.getByRole('dialog', { name: 'Delete StepUp Scholars?' });
      click('Delete programme', dialog);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'StepUp Scholars has 12 applications, so it cannot be deleted. Archive it instead.',
      );
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect(location).toBe('/admin/programs?id=p-stepup');
    });
  });
});
