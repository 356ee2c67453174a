import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, FIELDS_NEED_ATTENTION, type LearningFile, type StaffModule } from '@sla/data';
import type { ModuleInput } from '@sla/contract/schemas';
import type { OperationFake } from '@sla/data/fakes';
import { signInAs } from '../../testing/fakeData.js';
import { deferred, installDelivery } from '../testing/fakeDelivery.js';
import { click, field, titles, type } from '../testing/screenActions.js';
import { cohort, staffModule } from '../testing/fixtures.js';
import { ModulesPanel } from './ModulesPanel.js';

type ModulesFn = OperationFake<'listModules'>;
type OrderFn = OperationFake<'reorderModules'>;
type CreateFn = OperationFake<'createModule'>;
type UpdateFn = OperationFake<'updateModule'>;
type UploadFn = OperationFake<'uploadModuleFile'>;

const notes: LearningFile = {
  id: 'f-1',
  name: 'notes.pdf',
  type: 'application/pdf',
  size: 2048,
  uploadedAt: '2027-08-01T10:00:00.000Z',
};
const welcome = staffModule('m-1', 1, 'Welcome', { files: [notes] });
const study = staffModule('m-2', 2, 'Study skills', { opensAt: '2027-09-08T06:00:00.000Z' });
const careers = staffModule('m-3', 3, 'Careers', { opensAt: '2027-09-15T06:00:00.000Z' });

function renderPanel(modules: StaffModule[], extra: Parameters<typeof installDelivery>[0] = {}) {
  const fakes = installDelivery({ listModules: vi.fn<ModulesFn>().mockResolvedValue({ items: modules }), ...extra });
  render(<ModulesPanel cohort={cohort()} />);
  return fakes;
}

describe('Modules of a cohort', () => {
  beforeEach(() => {
    signInAs('staff');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
  });
  // jsdom has no object URLs: a test that downloads puts fakes in, and they go again after it.
  const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  afterEach(() => Object.assign(URL, objectUrls));

  it('lists the modules in order, with their opening time in the programme’s zone', async () => {
    renderPanel([study, welcome]);
    await screen.findByRole('heading', { level: 3, name: '1. Welcome' });
    expect(titles()).toEqual(['1. Welcome', '2. Study skills']);
    expect(screen.getByText('Opens 1 Sept 2027, 09:00 (Nairobi time) · 0 links · 1 file')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move up: Welcome' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when there are no modules yet', async () => {
    renderPanel([]);
    expect(await screen.findByText(/No modules yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add module' })).toBeTruthy();
  });

  it('moves a module down by sending the new order, and says where it went', async () => {
    const reorderModules = vi
      .fn<OrderFn>()
      .mockResolvedValue({ items: [{ ...study, position: 1 }, { ...welcome, position: 2 }, careers] });
    renderPanel([welcome, study, careers], { reorderModules });
    fireEvent.click(await screen.findByRole('button', { name: 'Move down: Welcome' }));
    await waitFor(() => expect(titles()).toEqual(['1. Study skills', '2. Welcome', '3. Careers']));
    expect(reorderModules).toHaveBeenCalledWith({ params: { id: 'c-2027' }, body: { moduleIds: ['m-2', 'm-1', 'm-3'] } });
    expect(screen.getByText('Moved Welcome to position 2 of 3.')).toBeTruthy();
  });

  it('shows the service’s words when a move is refused, and keeps the order', async () => {
    const reorderModules = vi
      .fn<OrderFn>()
      .mockRejectedValue(new DataError('invalid_input', 'List every module of the cohort once, in the new order.'));
    renderPanel([welcome, study], { reorderModules });
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Study skills' }));
    expect((await screen.findByRole('alert')).textContent).toBe('List every module of the cohort once, in the new order.');
    expect(titles()).toEqual(['1. Welcome', '2. Study skills']);
  });

  it('adds a module: checked first with the service’s words, then sent with the time in the programme’s zone', async () => {
    const created = staffModule('m-4', 4, 'Money matters', {
      opensAt: '2027-09-22T06:00:00.000Z',
      links: [{ label: 'Budget sheet', url: 'https://example.org/budget' }],
    });
    const createModule = vi.fn<CreateFn>().mockResolvedValue(created);
    renderPanel([welcome, study, careers], { createModule });
    fireEvent.click(await screen.findByRole('button', { name: 'Add module' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New module' })).toBeTruthy();
    // A week after the last module, at the same time of day.
    expect(field(/^Opens/).value).toBe('2027-09-22T09:00');
    expect(screen.getByText(/Files can be added once the module is created/)).toBeTruthy();

    type(/^Opens/, '');
    click('Add a link');
    type('Web address, link 1', 'example.org/budget');
    click('Create module');
    expect(screen.getByText('Give the module a title.')).toBeTruthy();
    expect(screen.getByText('Give the date and time the module opens.')).toBeTruthy();
    expect(screen.getByText('Give each link a label.')).toBeTruthy();
    expect(screen.getByText('Give each link a full web address starting with https:// or http://.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`${FIELDS_NEED_ATTENTION} Nothing was saved.`);
    expect(document.activeElement).toBe(field('Title'));
    expect(createModule).not.toHaveBeenCalled();

    type('Title', 'Money matters');
    type(/^Opens/, '2027-09-22T09:00');
    type(/^Content/, '## Budgets\nWhere the money goes.');
    type('Label, link 1', 'Budget sheet');
    type('Web address, link 1', 'https://example.org/budget');
    click('Create module');

    expect(await screen.findByText('Created Money matters. You can add its files now.')).toBeTruthy();
    expect(createModule).toHaveBeenCalledWith({
      params: { id: 'c-2027' },
      body: {
        title: 'Money matters',
        body: '## Budgets\nWhere the money goes.',
        links: [{ label: 'Budget sheet', url: 'https://example.org/budget' }],
        opensAt: '2027-09-22T06:00:00.000Z',
      } satisfies ModuleInput,
    });
    // Saved, the same editor carries on with its files.
    expect(screen.getByRole('group', { name: 'Files' })).toBeTruthy();
    click('Back to modules');
    expect(titles()).toEqual(['1. Welcome', '2. Study skills', '3. Careers', '4. Money matters']);
  });

  it('shows the service’s refusal of a field beside it', async () => {
    const updateModule = vi
      .fn<UpdateFn>()
      .mockRejectedValue(
        new DataError('invalid_input', FIELDS_NEED_ATTENTION, { 'links.0.url': 'That address does not answer.' }),
      );
    renderPanel([{ ...welcome, links: [{ label: 'Reading', url: 'https://example.org/reading' }] }], { updateModule });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Welcome' }));
    expect(field('Title').value).toBe('Welcome');
    expect(field(/^Opens/).value).toBe('2027-09-01T09:00');
    click('Save module');
    expect(await screen.findByText('That address does not answer.')).toBeTruthy();
    expect(field('Web address, link 1').getAttribute('aria-invalid')).toBe('true');
    expect(updateModule).toHaveBeenCalledWith({
      params: { id: 'm-1' },
      body: {
        title: 'Welcome',
        body: welcome.body,
        links: [{ label: 'Reading', url: 'https://example.org/reading' }],
        opensAt: '2027-09-01T06:00:00.000Z',
      },
    });
  });

  it('uploads a file with its progress after checking it, and removes and downloads files', async () => {
    const upload = deferred<LearningFile>();
    let progress: ((fraction: number) => void) | undefined;
    const uploadModuleFile = vi.fn<UploadFn>(({ onProgress }) => {
      progress = onProgress;
      return upload.promise;
    });
    const removeModuleFile = vi.fn(() => Promise.resolve());
    const downloadModuleFile = vi.fn(() => Promise.resolve(new Blob(['%PDF'])));
    const createObjectURL = vi.fn(() => 'blob:notes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderPanel([welcome], { uploadModuleFile, removeModuleFile, downloadModuleFile });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Welcome' }));
    const input = field('Add a file');

    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('“notes.txt” is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.')).toBeTruthy();
    expect(uploadModuleFile).not.toHaveBeenCalled();

    const chosen = new File(['%PDF-1.7'], 'reading.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(uploadModuleFile).toHaveBeenCalledWith({ params: { id: 'm-1' }, file: chosen, onProgress: expect.any(Function) });
    act(() => progress?.(0.5));
    expect((screen.getByLabelText('Uploading reading.pdf') as HTMLProgressElement).value).toBe(50);
    await act(async () => upload.resolve({ ...notes, id: 'f-2', name: 'reading.pdf' }));
    expect(screen.getByText('reading.pdf')).toBeTruthy();
    expect(screen.queryByLabelText('Uploading reading.pdf')).toBeNull();

    click('Download: notes.pdf');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(downloadModuleFile).toHaveBeenCalledWith({ params: { id: 'm-1', fileId: 'f-1' } });

    // The file's buttons wait while its download finishes.
    const removeNotes = screen.getByRole('button', { name: 'Remove: notes.pdf' }) as HTMLButtonElement;
    await waitFor(() => expect(removeNotes.disabled).toBe(false));
    click('Remove: notes.pdf');
    await waitFor(() => expect(screen.queryByText('notes.pdf')).toBeNull());
    expect(removeModuleFile).toHaveBeenCalledWith({ params: { id: 'm-1', fileId: 'f-1' } });
    click('Back to modules');
    expect(screen.getByText(/· 1 file$/)).toBeTruthy();
  });

  it('deletes a module after asking', async () => {
    const deleteModule = vi.fn(() => Promise.resolve());
    renderPanel([welcome, study], { deleteModule });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Welcome' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Welcome?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete module' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteModule).toHaveBeenCalledWith({ params: { id: 'm-1' } });
    expect(titles()).toEqual(['1. Study skills']);
    expect(screen.getByText('Deleted Welcome.')).toBeTruthy();
  });
});
