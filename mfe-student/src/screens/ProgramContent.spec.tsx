import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DataError } from '@sla/data';
import type { GivenOperations, OperationFake } from '@sla/data/fakes';
import { installFakeData, signInAs, stubDownloads } from '../testing/fakeData.js';
import { COHORT, file, modules, studentModule, upcoming } from '../testing/fixtures.js';
import { renderAt } from '../testing/renderAt.js';

const FIRST = studentModule({ doneAt: '2027-01-12T08:00:00.000Z' });
const SECOND = studentModule({
  id: 'mod-2',
  position: 2,
  title: 'Asking good questions',
  bodyHtml: '<h2>Why questions matter</h2><p>A good question is <em>narrow</em>.</p>',
  links: [{ label: 'Question checklist', url: 'https://example.org/checklist' }],
  files: [file({ id: 'mf-1', name: 'worksheet.pdf' })],
  opensAt: '2027-02-01T06:00:00.000Z',
});
const THREE = modules({ opened: [FIRST, SECOND], upcoming: [upcoming()] });

function open(given: GivenOperations) {
  const fake = installFakeData(given);
  renderAt('/student/program');
  return fake;
}

describe('My programme', () => {
  beforeEach(() => signInAs('student'));

  it('lists the opened modules in order, the current one open, and those still to come', async () => {
    open({ listStudentModules: vi.fn().mockResolvedValue(THREE) });

    const list = await screen.findByRole('list', { name: 'Opened modules' });
    const items = Array.from(list.children) as HTMLElement[];
    expect(items.map((item) => item.querySelector('.student-module__title')?.textContent)).toEqual([
      'Module 1 Welcome to research',
      'Module 2 Asking good questions',
    ]);
    // The first module not done is where the student is: open; the done one folded.
    expect(items[0]?.querySelector('details')?.open).toBe(false);
    expect(items[1]?.querySelector('details')?.open).toBe(true);
    expect(within(items[0]!).getByText('Done')).toBeTruthy();
    expect(within(items[1]!).getByRole('heading', { name: 'Why questions matter' })).toBeTruthy();
    const link = within(items[1]!).getByRole('link', { name: /Question checklist/ });
    expect(link.getAttribute('href')).toBe('https://example.org/checklist');
    expect(link.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('progressbar', { name: '1 of 3 modules done' })).toBeTruthy();
    const coming = screen.getByRole('list', { name: 'Modules coming up' });
    expect(within(coming).getByText(/Presenting your work/)).toBeTruthy();
    expect(within(coming).getByText('1 June 2027, 09:00 (Nairobi time)')).toBeTruthy();
  });

  it('marks a module done, and not done again', async () => {
    const setModuleDone = vi
      .fn<OperationFake<'setModuleDone'>>()
      .mockImplementation(({ body: { done } }) =>
        Promise.resolve({ ...SECOND, doneAt: done ? '2027-02-03T08:00:00.000Z' : null }),
      );
    open({ listStudentModules: vi.fn().mockResolvedValue(THREE), setModuleDone });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Asking good questions' }));
    expect(await screen.findByRole('progressbar', { name: '2 of 3 modules done' })).toBeTruthy();
    expect(setModuleDone).toHaveBeenCalledWith({ params: { id: 'mod-2' }, body: { done: true } });
    const second = screen.getByRole('list', { name: 'Opened modules' }).children[1] as HTMLElement;
    expect(
      within(second)
        .getByText(/You marked this module done on/)
        .querySelector('time')?.textContent,
    ).toBe('3 February 2027');

    fireEvent.click(screen.getByRole('button', { name: 'Mark as not done: Asking good questions' }));
    expect(await screen.findByRole('progressbar', { name: '1 of 3 modules done' })).toBeTruthy();
    expect(setModuleDone).toHaveBeenLastCalledWith({ params: { id: 'mod-2' }, body: { done: false } });
  });

  it('says why a module could not be marked, beside its button', async () => {
    open({
      listStudentModules: vi.fn().mockResolvedValue(THREE),
      setModuleDone: vi.fn().mockRejectedValue(new DataError('not_found', 'That module is not open yet.')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Asking good questions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That module is not open yet.');
    expect(screen.getByRole('progressbar', { name: '1 of 3 modules done' })).toBeTruthy();
  });

  it('downloads a module file through the service, as a Blob', async () => {
    const { createObjectURL, click, restore } = stubDownloads();
    onTestFinished(restore);
    const blob = new Blob(['%PDF'], { type: 'application/pdf' });
    const downloadStudentModuleFile = vi.fn<OperationFake<'downloadStudentModuleFile'>>().mockResolvedValue(blob);
    open({ listStudentModules: vi.fn().mockResolvedValue(THREE), downloadStudentModuleFile });

    fireEvent.click(await screen.findByRole('button', { name: 'Download worksheet.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloadStudentModuleFile).toHaveBeenCalledWith({ params: { id: 'mod-2', fileId: 'mf-1' } });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('says why a file could not be downloaded', async () => {
    open({
      listStudentModules: vi.fn().mockResolvedValue(THREE),
      downloadStudentModuleFile: vi.fn().mockRejectedValue(new DataError('not_found', 'That file was removed.')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download worksheet.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('worksheet.pdf could not be downloaded. That file was removed.');
  });

  it('shows when the first module opens before any has', async () => {
    open({ listStudentModules: vi.fn().mockResolvedValue(modules({ opened: [], upcoming: [upcoming()] })) });
    expect(await screen.findByText(/No module has opened yet/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '0 of 1 modules done' })).toBeTruthy();
  });

  it('has an empty state for a cohort without modules, and for a student without a cohort', async () => {
    open({ listStudentModules: vi.fn().mockResolvedValue(modules({ opened: [], upcoming: [] })) });
    expect(await screen.findByText(/Your cohort has no modules yet/)).toBeTruthy();
    expect(screen.getByText(new RegExp(COHORT.name))).toBeTruthy();
  });

  it('tells a student without a cohort that staff add them', async () => {
    open({ listStudentModules: vi.fn().mockResolvedValue({ cohort: null, opened: [], upcoming: [] }) });
    expect(await screen.findByText('You are not in a cohort yet.')).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    open({ listStudentModules: vi.fn().mockRejectedValue(new DataError('unavailable', 'Try again soon.')) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your modules could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
