import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent, addPost, addProgram, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { NO_TRANSLATION } from './getTranslation.js';
import { NO_SUCH_LANGUAGE } from './translationLocale.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-1';
const FRENCH = 'fr-FR,fr;q=0.9,en;q=0.5';

const POST_FR = {
  title: 'Des journées au labo',
  summary: 'Ama a passé six semaines dans un laboratoire.',
  body: '## Le premier jour\n\nNous avons **mesuré** l’eau.',
  seoDescription: 'Six semaines au labo',
  coverImageAlt: 'Une paillasse de laboratoire',
};
const EVENT_FR = {
  title: 'Café des sciences',
  summary: 'Une soirée de questions.',
  body: 'Venez nombreux.',
  location: '',
  coverImageAlt: '',
};
const PAGE_FR = {
  summary: 'Une année de sciences avec un mentor.',
  description: 'Ce que l’année apporte.\n\n## Conditions',
  eligibility: '- Bacheliers en Afrique',
  howToApply: '1. Inscrivez-vous',
  faq: [{ question: 'Est-ce gratuit ?', answer: 'Oui, **entièrement**.' }],
  heroImageAlt: 'Des boursiers dans un laboratoire',
};

describeOnEachBackend('French versions of posts, events and programme pages', (backend) => {
  const service = useTestService(backend);
  let postId = '';
  let eventId = '';
  let programId = '';
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    await service.addUser('admin-1', 'admin');
    postId = (
      await addPost(service, {
        slug: 'lab-days',
        title: 'Lab days',
        summary: 'Ama spent six weeks in a lab.',
        body: 'We **measured** water.',
        coverImageUrl: 'https://example.org/lab.jpg',
        coverImageAlt: 'A lab bench',
        publishedAt: daysFrom(NOW, -2),
      })
    ).id;
    await addPost(service, { slug: 'only-english', title: 'Only in English', publishedAt: daysFrom(NOW, -1) });
    eventId = (
      await addEvent(service, {
        slug: 'science-cafe',
        title: 'Science café',
        summary: 'An evening of questions.',
        eventLocation: 'Kigali',
        eventStartsAt: daysFrom(NOW, 7),
        coverImageUrl: 'https://example.org/cafe.jpg',
        coverImageAlt: 'People talking',
      })
    ).id;
    programId = (
      await addProgram(service, {
        slug: 'stepup',
        name: 'StepUp Scholars',
        summary: 'A year of science with a mentor.',
        description: 'What the year holds.',
        whoFor: '- School leavers',
        faq: [{ question: 'Is it free?', answer: 'Yes.' }],
        heroImageUrl: 'https://example.org/hero.jpg',
        heroImageAlt: 'Scholars in a lab',
      })
    ).id;
  });

  const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, as = EDITOR) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(as),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const visit = async (url: string, language?: string) => {
    const response = await service.request({
      method: 'GET',
      url: `/api${url}`,
      headers: language ? { 'accept-language': language } : {},
    });
    return { status: response.statusCode, body: response.json(), vary: String(response.headers.vary ?? '') };
  };
  const translationRows = () => service.count(sql`SELECT count(*) AS n FROM content_translations`);

  it("saves a post's French apart from its English and shows it to visitors whose page is French", async () => {
    expect(await call('GET', `/content/posts/${postId}/translations/fr`)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: NO_TRANSLATION } },
    });
    const saved = await call('PUT', `/content/posts/${postId}/translations/fr`, { ...POST_FR, title: `  ${POST_FR.title} ` });
    expect(saved).toEqual({
      status: 200,
      body: { ...POST_FR, locale: 'fr', updatedAt: NOW.toISOString(), updatedByName: 'Ada Editor' },
    });
    expect((await call('GET', `/content/posts/${postId}/translations/fr`)).body).toEqual(saved.body);
    // The English is as it was, in the editor and for visitors.
    expect((await call('GET', `/content/posts/${postId}`)).body).toMatchObject({ title: 'Lab days', version: 1 });

    const french = await visit('/public/posts/lab-days', FRENCH);
    expect(french.body).toMatchObject({
      slug: 'lab-days',
      title: POST_FR.title,
      summary: POST_FR.summary,
      body: POST_FR.body,
      seoDescription: POST_FR.seoDescription,
      coverImage: { url: 'https://example.org/lab.jpg', alt: POST_FR.coverImageAlt },
      language: 'fr',
    });
    expect(french.body.bodyHtml).toContain('<strong>mesuré</strong>');
    expect(french.vary).toContain('accept-language');
    const english = await visit('/public/posts/lab-days', 'en-GB');
    expect(english.body).toMatchObject({ title: 'Lab days', language: 'en', coverImage: { alt: 'A lab bench' } });
    expect(english.body.bodyHtml).toContain('<strong>measured</strong>');
    expect((await visit('/public/posts/lab-days')).body.language).toBe('en');

    // Lists and the home page: the French where there is one, the English (said so) where there is none.
    for (const [url, items] of [
      ['/public/posts', (body: { items: object[] }) => body.items],
      ['/public/home', (body: { stories: object[] }) => body.stories],
    ] as const) {
      const listed = await visit(url, FRENCH);
      expect(listed.vary, url).toContain('accept-language');
      expect(
        (items as (body: unknown) => { slug: string; title: string; language: string }[])(listed.body).map((post) => [
          post.slug,
          post.title,
          post.language,
        ]),
        url,
      ).toEqual([
        ['only-english', 'Only in English', 'en'],
        ['lab-days', POST_FR.title, 'fr'],
      ]);
    }
  });

  it('answers French visitors in English, saying so, when there is no French version, and again once it is removed', async () => {
    const story = await visit('/public/posts/only-english', FRENCH);
    expect(story.status).toBe(200);
    expect(story.body).toMatchObject({ title: 'Only in English', language: 'en' });

    await call('PUT', `/content/posts/${postId}/translations/fr`, POST_FR);
    expect((await visit('/public/posts/lab-days', FRENCH)).body.language).toBe('fr');
    expect((await call('DELETE', `/content/posts/${postId}/translations/fr`)).status).toBe(204);
    expect((await visit('/public/posts/lab-days', FRENCH)).body).toMatchObject({ title: 'Lab days', language: 'en' });
    expect((await call('GET', `/content/posts/${postId}/translations/fr`)).status).toBe(404);
    // Removing what is not there is done already.
    expect((await call('DELETE', `/content/posts/${postId}/translations/fr`)).status).toBe(204);
  });

  it('gives events their French, keeping the English place and image description when the French leaves them empty', async () => {
    const saved = await call('PUT', `/content/events/${eventId}/translations/fr`, EVENT_FR);
    expect(saved.status).toBe(200);
    const [event] = (await visit('/public/events', FRENCH)).body.items;
    expect(event).toMatchObject({
      title: EVENT_FR.title,
      summary: EVENT_FR.summary,
      body: EVENT_FR.body,
      location: 'Kigali',
      coverImage: { alt: 'People talking' },
      language: 'fr',
    });
    expect((await visit('/public/home', FRENCH)).body.events[0]).toMatchObject({ title: EVENT_FR.title, language: 'fr' });
    await call('PUT', `/content/events/${eventId}/translations/fr`, { ...EVENT_FR, location: 'Kigali (Rwanda)' });
    expect((await visit('/public/events', FRENCH)).body.items[0].location).toBe('Kigali (Rwanda)');
    expect((await visit('/public/events', 'en')).body.items[0]).toMatchObject({ title: 'Science café', language: 'en' });
    expect((await visit('/public/events', FRENCH)).vary).toContain('accept-language');
    // The event's own page (with its registration box) speaks the same language as the list.
    expect((await visit('/public/events/science-cafe/registration', FRENCH)).body.event).toMatchObject({
      title: EVENT_FR.title,
      language: 'fr',
    });
    expect((await visit('/public/events/science-cafe/registration', 'en')).body.event.title).toBe('Science café');
  });

  it('gives a programme page its French texts, FAQ rendered, and its French summary in lists; the name stays', async () => {
    const saved = await call('PUT', `/content/program-pages/${programId}/translations/fr`, PAGE_FR);
    expect(saved.body).toMatchObject({ ...PAGE_FR, locale: 'fr', updatedByName: 'Ada Editor' });
    const page = await visit('/public/programs/stepup', FRENCH);
    expect(page.vary).toContain('accept-language');
    expect(page.body).toMatchObject({
      name: 'StepUp Scholars',
      summary: PAGE_FR.summary,
      description: PAGE_FR.description,
      whoFor: PAGE_FR.eligibility,
      howToApply: PAGE_FR.howToApply,
      heroImage: { url: 'https://example.org/hero.jpg', alt: PAGE_FR.heroImageAlt },
      language: 'fr',
    });
    expect(page.body.faq).toEqual([
      { question: 'Est-ce gratuit ?', answer: 'Oui, **entièrement**.', answerHtml: '<p>Oui, <strong>entièrement</strong>.</p>' },
    ]);
    expect(page.body.descriptionHtml).toContain('<h3>Conditions</h3>');
    expect((await visit('/public/programs', FRENCH)).body.items[0]).toMatchObject({ summary: PAGE_FR.summary, language: 'fr' });
    expect((await visit('/public/home', FRENCH)).body.programs[0]).toMatchObject({ summary: PAGE_FR.summary, language: 'fr' });
    expect((await visit('/public/programs/stepup', 'en')).body).toMatchObject({
      summary: 'A year of science with a mentor.',
      faq: [{ question: 'Is it free?' }],
      language: 'en',
    });
    // The page's English and its versions are untouched.
    expect((await call('GET', `/content/program-pages/${programId}`)).body).toMatchObject({
      version: 1,
      eligibility: '- School leavers',
    });
  });

  it('answers bad input with 400 naming the fields and writing nothing; an unknown item or language with 404', async () => {
    for (const [url, payload, fields] of [
      [`/content/posts/${postId}/translations/fr`, { ...POST_FR, title: ' ' }, ['title']],
      [
        `/content/posts/${postId}/translations/fr`,
        { ...POST_FR, summary: 'x'.repeat(501), coverImageAlt: 'x'.repeat(301) },
        ['summary', 'coverImageAlt'],
      ],
      [
        `/content/events/${eventId}/translations/fr`,
        { ...EVENT_FR, title: '', location: 'x'.repeat(301) },
        ['title', 'location'],
      ],
      [`/content/program-pages/${programId}/translations/fr`, { ...PAGE_FR, summary: '' }, ['summary']],
      [
        `/content/program-pages/${programId}/translations/fr`,
        { ...PAGE_FR, faq: [{ question: 'Pourquoi ?' }] },
        ['faq.0.answer'],
      ],
    ] as const) {
      const refused = await call('PUT', url, payload);
      expect(refused.status, url).toBe(400);
      expect(Object.keys(refused.body.error.fieldErrors).sort(), url).toEqual([...fields].sort());
    }
    const tooLong = await call('PUT', `/content/posts/${postId}/translations/fr`, { ...POST_FR, title: 'x'.repeat(201) });
    expect(tooLong.body.error.fieldErrors.title).toBe('Keep it to 200 characters or fewer.');
    expect(await translationRows()).toBe(0);

    const unknown = await call('PUT', '/content/posts/00000000-0000-4000-8000-000000000009/translations/fr', POST_FR);
    expect(unknown).toEqual({ status: 404, body: { error: { code: 'not_found', message: CONTENT_MESSAGES.noSuchPost } } });
    // An event is not a post, nor a post an event.
    expect((await call('GET', `/content/posts/${eventId}/translations/fr`)).status).toBe(404);
    expect((await call('PUT', `/content/events/${postId}/translations/fr`, EVENT_FR)).status).toBe(404);
    expect((await call('DELETE', '/content/program-pages/nothing/translations/fr')).status).toBe(404);
    const german = await call('PUT', `/content/posts/${postId}/translations/de`, POST_FR);
    expect(german).toEqual({ status: 404, body: { error: { code: 'not_found', message: NO_SUCH_LANGUAGE } } });
    expect(await translationRows()).toBe(0);
  });

  it('deletes the French version with its post, event or programme', async () => {
    await call('PUT', `/content/posts/${postId}/translations/fr`, POST_FR);
    await call('PUT', `/content/events/${eventId}/translations/fr`, EVENT_FR);
    await call('PUT', `/content/program-pages/${programId}/translations/fr`, PAGE_FR);
    expect(await translationRows()).toBe(3);
    expect((await call('DELETE', `/content/posts/${postId}`)).status).toBe(204);
    expect(await translationRows()).toBe(2);
    expect((await call('DELETE', `/content/events/${eventId}`)).status).toBe(204);
    expect(await translationRows()).toBe(1);
    expect((await call('DELETE', `/programs/${programId}`, undefined, 'admin-1')).status).toBe(204);
    expect(await translationRows()).toBe(0);
  });
});
