import { useEffect } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@sla/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ProgramPage } from '@sla/data';
import { CONTENT_MESSAGES, type ProgramPageInput } from '@sla/contract/schemas';
import type { GivenOperations } from '@sla/data/fakes';
import { installContentData, notFound, programPage, signInAs } from '../overview/testing.js';
import ProgramPages from './ProgramPages.js';

let location = '';
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    location = current.pathname + current.search;
  }, [current]);
  return null;
}

const renderScreen = (entry = '/content/programs') =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ProgramPages />
      <LocationProbe />
    </MemoryRouter>,
  );

const versions = () => ({
  listProgramPageVersions: vi.fn().mockResolvedValue({ items: [] }),
  getProgramPageVersion: vi.fn(),
  restoreProgramPageVersion: vi.fn(),
});
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const stepUp = programPage({
  faq: [
    { question: 'Who can apply?', answer: 'Students aged **15 to 18**.' },
    { question: 'Is it free?', answer: 'Yes.' },
  ],
});

function openEditor(page: ProgramPage = stepUp, extra: GivenOperations = {}) {
  const update = vi.fn(
    async ({ body }: { body: ProgramPageInput }) => ({ ...page, ...body, version: page.version + 1 }) as ProgramPage,
  );
  const fakes = installContentData({
    getProgramPage: vi.fn().mockResolvedValue(page),
    updateProgramPage: update,
    ...versions(),
    ...extra,
  });
  renderScreen(`/content/programs?id=${page.programId}`);
  return { update, ...fakes };
}

describe('Programme pages', () => {
  beforeEach(() => signInAs('content_editor'));

  it('lists the programmes with their summaries and opens one', async () => {
    const dyn = programPage({ programId: 'prog-dyn', slug: 'dynamerge', name: 'Dynamerge', summary: 'Build things.' });
    installContentData({ listProgramPages: vi.fn().mockResolvedValue({ items: [stepUp, dyn] }), ...versions() });
    renderScreen();

    const row = (await screen.findByRole('rowheader', { name: /^Dynamerge/ })).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('/programs/dynamerge');
    expect(row.textContent).toContain('Build things.');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit the page of Dynamerge' }));
    await screen.findByRole('heading', { level: 2, name: 'Dynamerge' });
    await waitFor(() => expect(location).toBe('/content/programs?id=prog-dyn'));
  });

  it('edits, adds, reorders and removes questions, and sends them in order', async () => {
    const { update } = openEditor();
    await screen.findByRole('heading', { level: 2, name: 'StepUp Scholars' });
    expect(field('Question 1').value).toBe('Who can apply?');

    type('Answer 2', 'Yes, it is free.');
    click('Add a question');
    await waitFor(() => expect(document.activeElement).toBe(field('Question 3')));
    type('Question 3', 'When are results out?');
    type('Answer 3', 'In **March**.');

    click('Move up: question 3');
    expect(screen.getByText('Moved question 3 to position 2 of 3.')).toBeTruthy();
    expect(field('Question 2').value).toBe('When are results out?');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Move up: question 2'));

    click('Remove: question 1');
    expect(field('Question 1').value).toBe('When are results out?');
    click('Save page');

    await screen.findByText(/Saved the page of StepUp Scholars \(version 4\)/);
    expect(update).toHaveBeenCalledWith({
      params: { programId: 'prog-stepup' },
      body: {
        summary: stepUp.summary,
        description: stepUp.description,
        eligibility: stepUp.eligibility,
        howToApply: stepUp.howToApply,
        faq: [
          { question: 'When are results out?', answer: 'In **March**.' },
          { question: 'Is it free?', answer: 'Yes, it is free.' },
        ],
        heroImage: null,
        baseVersion: 3,
      },
    });
  });

  it('refuses an unanswered question beside it, and sends nothing', async () => {
    const { update } = openEditor();
    await screen.findByRole('heading', { level: 2, name: 'StepUp Scholars' });
    click('Add a question');
    type('Question 3', 'Anything else?');
    type('Summary', '');
    click('Save page');

    expect(await screen.findByText('Write the answer.')).toBeTruthy();
    expect(screen.getByText('Write a one-sentence summary.')).toBeTruthy();
    expect(field('Answer 3').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();

    type('Answer 3', 'Write to us.');
    expect(screen.queryByText('Write the answer.')).toBeNull();
  });

  it('links to the application settings only for a role that may open them', async () => {
    openEditor();
    await screen.findByRole('heading', { level: 2, name: 'StepUp Scholars' });
    expect(screen.queryByRole('link', { name: 'Programme settings' })).toBeNull();
    expect(screen.getByText(/which staff change/)).toBeTruthy();
  });

  it('offers admins the link to the application settings', async () => {
    signInAs('admin');
    openEditor();
    await screen.findByRole('heading', { level: 2, name: 'StepUp Scholars' });
    expect(screen.getByRole('link', { name: 'Programme settings' }).getAttribute('href')).toBe('/admin/programs');
  });

  it('on a save someone else overtook, "Take theirs" loads their text and keeps mine on screen', async () => {
    const theirs = { ...stepUp, version: 7, summary: 'Their summary.', updatedByName: 'Bola' };
    const get = vi.fn().mockResolvedValueOnce(stepUp).mockResolvedValue(theirs);
    const update = vi.fn().mockRejectedValue(new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened));
    installContentData({ getProgramPage: get, updateProgramPage: update, ...versions() });
    renderScreen('/content/programs?id=prog-stepup');
    await screen.findByRole('heading', { level: 2, name: 'StepUp Scholars' });

    type('Summary', 'My summary.');
    click('Save page');
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Take theirs' }));

    await waitFor(() => expect(field('Summary').value).toBe('Their summary.'));
    const kept = screen.getByRole('region', { name: 'Your replaced text' });
    expect((within(kept).getByRole('textbox') as HTMLTextAreaElement).value).toContain('My summary.');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('says when the programme does not exist', async () => {
    installContentData({ getProgramPage: vi.fn(notFound) });
    renderScreen('/content/programs?id=nope');
    expect(await screen.findByText('We could not find that programme')).toBeTruthy();
  });
});
