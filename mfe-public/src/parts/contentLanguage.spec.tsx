import fr from 'virtual:sla-messages/fr';
import { installFakeApi } from '@sla/data/fakes';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, addMessages } from '@sla/i18n';
import { MemoryRouter } from '@sla/router';
import { event, fullStory, program, renderAt, story } from '../testing/contentFakes.js';
import { EventList } from './EventList.js';
import { StoryCard } from './StoryCard.js';

const NOTICE_EN = 'This page is not yet available in French, so it is shown in English.';
const NOTICE_FR = 'Cette page n’est pas encore disponible en français\u202f: elle s’affiche donc en anglais.';
const langOf = (element: Element | null | undefined) => element?.closest('[lang]')?.getAttribute('lang') ?? null;

describe('content without a version in the page’s language', () => {
  beforeAll(() => addMessages('fr', fr));
  afterEach(() => activateLocale('en'));

  it('says so above a story on a French page, and marks its text as English', async () => {
    activateLocale('fr');
    installFakeApi({
      getPublicPost: vi.fn(async () =>
        fullStory(3, { title: 'Counting mosquitoes', summary: 'Six weeks in Kisumu.', language: 'en' }),
      ),
      listPublicPosts: vi.fn(async () => ({ items: [], nextCursor: null })),
    });
    renderAt('/blog/story-3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Counting mosquitoes' });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toBe(NOTICE_FR);
    // Above the text: before the story's body in the page.
    const body = screen.getByRole('heading', { level: 2, name: 'A heading' });
    expect(notice.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(langOf(heading.firstElementChild)).toBe('en');
    expect(langOf(screen.getByText('Six weeks in Kisumu.'))).toBe('en');
    expect(langOf(body)).toBe('en');
    expect(screen.getByRole('img', { name: 'Cover of story 3' }).getAttribute('lang')).toBe('en');
  });

  it('says nothing and marks nothing when the story is in the page’s language', async () => {
    activateLocale('fr');
    installFakeApi({
      getPublicPost: vi.fn(async () => fullStory(3, { title: 'Compter les moustiques', language: 'fr' })),
      listPublicPosts: vi.fn(async () => ({ items: [], nextCursor: null })),
    });
    renderAt('/blog/story-3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Compter les moustiques' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(langOf(heading)).toBeNull();
    activateLocale('en');
  });

  it('never shows the notice on an English page', async () => {
    installFakeApi({
      getPublicPost: vi.fn(async () => fullStory(3, { title: 'Counting mosquitoes', language: 'en' })),
      listPublicPosts: vi.fn(async () => ({ items: [], nextCursor: null })),
    });
    renderAt('/blog/story-3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Counting mosquitoes' });
    expect(screen.queryByText(NOTICE_EN)).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(langOf(heading)).toBeNull();
  });

  it('says so above a programme page without French, and marks its texts and questions as English', async () => {
    activateLocale('fr');
    installFakeApi({
      getPublicProgram: vi.fn(async () =>
        program(
          'stepup-scholars',
          { state: 'open' },
          {
            language: 'en',
            summary: 'A year of science.',
            faq: [{ question: 'Is it free?', answer: 'Yes.', answerHtml: '<p>Yes.</p>' }],
          },
        ),
      ),
    });
    renderAt('/programs/stepup-scholars');
    expect((await screen.findByRole('note')).textContent).toBe(NOTICE_FR);
    expect(langOf(screen.getByText('A year of science.'))).toBe('en');
    expect(langOf(screen.getByText('Answer two questions.'))).toBe('en');
    expect(langOf(screen.getByText('Is it free?'))).toBe('en');
    // The page's own words stay in the page's language.
    expect(langOf(screen.getByRole('heading', { level: 2, name: 'À qui il s’adresse' }))).toBeNull();
  });

  it('marks English stories and events in lists on a French page, and leaves French ones as they are', () => {
    activateLocale('fr');
    render(
      <MemoryRouter>
        <StoryCard story={story(1, { title: 'In English', language: 'en' })} />
        <StoryCard story={story(2, { title: 'En français', language: 'fr' })} />
        <EventList
          events={[
            event(1, { title: 'Open day', summary: 'Meet us.', location: 'Kigali', language: 'en' }),
            event(2, { title: 'Portes ouvertes', language: 'fr' }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(langOf(screen.getByRole('link', { name: 'In English' }))).toBe('en');
    expect(langOf(screen.getByText('What happened in story 1.'))).toBe('en');
    expect(langOf(screen.getByRole('link', { name: 'En français' }))).toBeNull();
    const [english, french] = screen.getAllByRole('listitem');
    expect(langOf(within(english!).getByRole('heading', { name: 'Open day' }))).toBe('en');
    expect(langOf(within(english!).getByText('Meet us.'))).toBe('en');
    expect(langOf(within(english!).getByText('· Kigali'))).toBe('en');
    expect(langOf(within(french!).getByRole('heading', { name: 'Portes ouvertes' }))).toBeNull();
    // Told before opening: each English item is tagged, in French; the French ones are not.
    expect(screen.getAllByText('En anglais')).toHaveLength(2);
    expect(within(english!).getByText('En anglais').className).toContain('badge');
    expect(within(french!).queryByText('En anglais')).toBeNull();
  });

  it('marks a category without a French name as English on a French page: on cards, chips and the story', async () => {
    activateLocale('fr');
    render(
      <MemoryRouter>
        <StoryCard story={story(1, { category: { name: 'Research', slug: 'research', language: 'en' }, language: 'fr' })} />
        <StoryCard story={story(2, { category: { name: 'Actualités', slug: 'news', language: 'fr' }, language: 'fr' })} />
      </MemoryRouter>,
    );
    expect(langOf(screen.getByText('Research'))).toBe('en');
    expect(langOf(screen.getByText('Actualités'))).toBeNull();
  });

  it('names the story list’s categories and a story’s category in French where they have a French name', async () => {
    activateLocale('fr');
    installFakeApi({
      getPublicPost: vi.fn(async () =>
        fullStory(3, { category: { name: 'Recherche', slug: 'research', language: 'fr' }, language: 'fr' }),
      ),
      listPublicPosts: vi.fn(async () => ({
        items: [story(1, { category: { name: 'Community', slug: 'community', language: 'en' }, language: 'fr' })],
        nextCursor: null,
      })),
      listPublicCategories: vi.fn(async () => ({
        items: [
          { name: 'Recherche', slug: 'research', language: 'fr' as const, count: 1 },
          { name: 'Community', slug: 'community', language: 'en' as const, count: 1 },
        ],
      })),
    });
    const storyPage = renderAt('/blog/story-3');
    const more = await screen.findByRole('link', { name: /^Plus de témoignages dans «\s*Recherche\s*»$/ });
    expect(more.querySelector('[lang]')).toBeNull();
    storyPage.unmount();
    renderAt('/blog');
    const chips = await screen.findByRole('navigation', { name: 'Catégories de témoignages' });
    const english = await within(chips).findByRole('link', { name: 'Community' });
    expect(langOf(english.firstElementChild ?? english)).toBe('en');
    expect(langOf(within(chips).getByRole('link', { name: 'Recherche' }))).toBeNull();
  });

  it('tags nothing on an English page', () => {
    render(
      <MemoryRouter>
        <StoryCard story={story(1, { title: 'In English', language: 'en' })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('In English', { selector: '.badge' })).toBeNull();
  });
});
