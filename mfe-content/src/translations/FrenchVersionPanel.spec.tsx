import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataError, type ContentTranslation, type PostTranslationFields, type ProgramPageTranslationFields } from '@sla/data';
import {
  postTranslationInput,
  programPageTranslationInput,
  type PostTranslationInput,
  type ProgramPageTranslationInput,
} from '@sla/contract/schemas';
import { deferred, signInAs } from '../editor/testing.js';
import { PAGE_FRENCH_FIELDS, POST_FRENCH_FIELDS, withImage } from './frenchFields.js';
import { FrenchVersionPanel } from './FrenchVersionPanel.js';
import type { TranslationsSource } from './translationsSource.js';

type PostTranslations = TranslationsSource<PostTranslationFields, PostTranslationInput>;
type PageTranslations = TranslationsSource<ProgramPageTranslationFields, ProgramPageTranslationInput>;

const ENGLISH = {
  title: 'Harvest diaries',
  summary: 'What a season in the field taught us.',
  body: 'It began with **rain**.',
  seoDescription: '',
  coverImageAlt: 'Maize drying in the sun',
};

const FRENCH: ContentTranslation<PostTranslationFields> = {
  title: 'Carnets de récolte',
  summary: 'Ce qu’une saison aux champs nous a appris.',
  body: 'Tout a commencé par la **pluie**.',
  seoDescription: '',
  coverImageAlt: '',
  locale: 'fr',
  updatedAt: '2026-11-20T09:00:00.000Z',
  updatedByName: 'Ada Editor',
};

function postTranslations(saved: ContentTranslation<PostTranslationFields> | null, extra: Partial<PostTranslations> = {}) {
  return {
    get: vi.fn<PostTranslations['get']>().mockResolvedValue(saved),
    save: vi.fn<PostTranslations['save']>(async (_id, _locale, input) => ({
      ...FRENCH,
      ...(postTranslationInput.parse(input) as PostTranslationFields),
      updatedAt: '2026-11-21T10:00:00.000Z',
      updatedByName: 'Acting Editor',
    })),
    remove: vi.fn<PostTranslations['remove']>().mockResolvedValue(undefined),
    ...extra,
  };
}

function renderPost(translations: PostTranslations, { hasCover = true, onUnsavedChange = vi.fn() } = {}) {
  render(
    <FrenchVersionPanel
      translations={translations}
      id="p-1"
      fields={withImage(POST_FRENCH_FIELDS, hasCover)}
      english={ENGLISH}
      schema={postTranslationInput}
      onUnsavedChange={onUnsavedChange}
    />,
  );
  return { onUnsavedChange };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The control labelled `label`, with or without "(optional)" after it. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\(optional\\))?$`)) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('French version panel', () => {
  beforeEach(() => signInAs('content_editor'));

  it('says there is none yet, shows the English beside empty French fields, and saves the French on its own', async () => {
    const translations = postTranslations(null);
    const { onUnsavedChange } = renderPost(translations);
    expect(screen.getByText('Loading the French version…')).toBeTruthy();
    expect(
      await screen.findByText('There is no French version yet: French pages show the English, with a note saying so.'),
    ).toBeTruthy();
    expect(translations.get).toHaveBeenCalledWith('p-1', 'fr');
    // Folded away until someone starts one, so an English-only editor is not doubled.
    expect(screen.queryByLabelText(/^Title in French/)).toBeNull();
    click('Write a French version');

    // Each French field with its English beside it, marked as English; an empty English field says so.
    const english = screen.getByText('Harvest diaries');
    expect(english.getAttribute('lang')).toBe('en');
    expect(screen.getByText('It began with **rain**.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Empty in English.')).toBeTruthy();
    expect(field('Title in French').value).toBe('');
    expect(field('Title in French').getAttribute('lang')).toBe('fr');
    // The French story's box is French too (the screen around it is English): spelling is checked in French.
    expect(field('Story in French').getAttribute('lang')).toBe('fr');
    expect(screen.queryByRole('button', { name: 'Remove the French version' })).toBeNull();

    type('Title in French', FRENCH.title);
    type('Summary in French', FRENCH.summary);
    type('Story in French', FRENCH.body);
    expect(screen.getByText('Unsaved changes to the French')).toBeTruthy();
    expect(onUnsavedChange).toHaveBeenLastCalledWith(true);
    click('Save the French version');

    expect(await screen.findByText('Saved the French version.')).toBeTruthy();
    expect(translations.save).toHaveBeenCalledWith('p-1', 'fr', {
      title: FRENCH.title,
      summary: FRENCH.summary,
      body: FRENCH.body,
      seoDescription: '',
      coverImageAlt: '',
    });
    expect(screen.getByText(/^Saved by Acting Editor, 21 Nov 2026/)).toBeTruthy();
    // The editor hears of it after the screen has updated (an effect).
    await waitFor(() => expect(onUnsavedChange).toHaveBeenLastCalledWith(false));
    expect(screen.getByRole('button', { name: 'Remove the French version' })).toBeTruthy();
  });

  it('opens the saved French, says who saved it, and removes it after asking', async () => {
    const translations = postTranslations(FRENCH);
    renderPost(translations);
    expect(await screen.findByText(/^Saved by Ada Editor, 20 Nov 2026/)).toBeTruthy();
    expect(field('Title in French').value).toBe(FRENCH.title);
    expect(field('Story in French').value).toBe(FRENCH.body);

    click('Remove the French version');
    const dialog = await screen.findByRole('dialog', { name: 'Remove the French version?' });
    expect(within(dialog).getByText(/will see the English again, with a note saying so/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the French version' }));

    expect(
      await screen.findByText('Removed the French version. French pages show the English, with a note saying so.'),
    ).toBeTruthy();
    expect(translations.remove).toHaveBeenCalledWith('p-1', 'fr');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByText('There is no French version yet: French pages show the English, with a note saying so.'),
    ).toBeTruthy();
    click('Write a French version');
    expect(field('Title in French').value).toBe('');
  });

  it('refuses a French version without a title beside the field, sending nothing, and shows the service’s refusals by their fields', async () => {
    const translations = postTranslations(null, {
      save: vi
        .fn<PostTranslations['save']>()
        .mockRejectedValue(
          new DataError('invalid_input', 'Check the marked fields.', { summary: 'Keep it to 500 characters or fewer.' }),
        ),
    });
    renderPost(translations);
    fireEvent.click(await screen.findByRole('button', { name: 'Write a French version' }));
    click('Save the French version');
    expect(await screen.findByText('Give the post a title.')).toBeTruthy();
    expect(field('Title in French').getAttribute('aria-invalid')).toBe('true');
    expect(translations.save).not.toHaveBeenCalled();

    type('Title in French', FRENCH.title);
    expect(screen.queryByText('Give the post a title.')).toBeNull();
    click('Save the French version');
    expect(await screen.findByText('Keep it to 500 characters or fewer.')).toBeTruthy();
    expect(field('Summary in French').getAttribute('aria-invalid')).toBe('true');
    expect(field('Title in French').value).toBe(FRENCH.title);
  });

  it('shows the saving state while the French is on its way', async () => {
    const pending = deferred<ContentTranslation<PostTranslationFields>>();
    const translations = postTranslations(FRENCH, { save: vi.fn<PostTranslations['save']>(() => pending.promise) });
    renderPost(translations);
    await screen.findByLabelText('Title in French');
    click('Save the French version');
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Remove the French version' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => pending.resolve(FRENCH));
    expect(await screen.findByText('Saved the French version.')).toBeTruthy();
  });

  it('says when the French could not be loaded, and loads it again on Retry', async () => {
    const translations = postTranslations(null, {
      get: vi
        .fn<PostTranslations['get']>()
        .mockRejectedValueOnce(new DataError('unavailable', 'The service could not be reached.'))
        .mockResolvedValue(FRENCH),
    });
    renderPost(translations);
    expect(await screen.findByText('The French version could not be loaded')).toBeTruthy();
    click('Retry');
    await waitFor(() => expect(field('Title in French').value).toBe(FRENCH.title));
  });

  it('asks for the image description only while there is an image', async () => {
    renderPost(postTranslations(null), { hasCover: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a French version' }));
    expect(field('Title in French')).toBeTruthy();
    expect(screen.queryByLabelText('Cover image description in French')).toBeNull();
  });

  it('gives a programme page French questions, one for each English one to start with, each checked beside it', async () => {
    const translations: PageTranslations = {
      get: vi.fn<PageTranslations['get']>().mockResolvedValue(null),
      save: vi.fn<PageTranslations['save']>(async (_id, _locale, input) => ({
        ...(programPageTranslationInput.parse(input) as ProgramPageTranslationFields),
        locale: 'fr',
        updatedAt: '2026-11-21T10:00:00.000Z',
        updatedByName: 'Acting Editor',
      })),
      remove: vi.fn<PageTranslations['remove']>(),
    };
    render(
      <FrenchVersionPanel
        translations={translations}
        id="prog-stepup"
        fields={withImage(PAGE_FRENCH_FIELDS, false)}
        english={{ summary: 'A year of science.', description: '', eligibility: '', howToApply: '' }}
        englishFaq={[
          { question: 'Is it free?', answer: 'Yes.' },
          { question: 'Can I apply twice?', answer: 'Once per round.' },
        ]}
        schema={programPageTranslationInput}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Write a French version' }));
    expect(screen.getByText('Is it free?').closest('ol')?.getAttribute('lang')).toBe('en');
    expect(field('Question 1 in French').value).toBe('');
    expect(field('Question 2 in French').value).toBe('');
    expect(field('Answer 1 in French').getAttribute('lang')).toBe('fr');

    type('Summary in French', 'Une année de sciences.');
    type('Question 1 in French', 'Est-ce gratuit ?');
    type('Answer 1 in French', 'Oui.');
    click('Remove: French question 2');
    type('Question 1 in French', 'Est-ce gratuit ?');
    click('Add a question in French');
    type('Question 2 in French', 'Puis-je candidater deux fois ?');
    click('Save the French version');
    expect(await screen.findByText('Write the answer.')).toBeTruthy();
    expect(field('Answer 2 in French').getAttribute('aria-invalid')).toBe('true');
    expect(translations.save).not.toHaveBeenCalled();

    type('Answer 2 in French', 'Une fois par session.');
    click('Save the French version');
    expect(await screen.findByText('Saved the French version.')).toBeTruthy();
    expect(translations.save).toHaveBeenCalledWith('prog-stepup', 'fr', {
      summary: 'Une année de sciences.',
      description: '',
      eligibility: '',
      howToApply: '',
      heroImageAlt: '',
      faq: [
        { question: 'Est-ce gratuit ?', answer: 'Oui.' },
        { question: 'Puis-je candidater deux fois ?', answer: 'Une fois par session.' },
      ],
    });
  });
});
