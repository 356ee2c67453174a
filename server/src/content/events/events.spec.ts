import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES, CURSOR_INVALID } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent, addPost, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { EVENT_ENDS_BEFORE_START } from '@sla/contract/schemas';
import { EVENT_MESSAGES } from '@sla/contract/serviceMessages';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const EDITOR = 'editor-1';
const OTHER_EDITOR = 'editor-2';

const EVENT = {
  title: 'Science Café: Lagos',
  summary: 'An evening of short talks.',
  body: '## Programme\n\nThree talks and questions.',
  startsAt: daysFrom(NOW, 7).toISOString(),
  endsAt: new Date(daysFrom(NOW, 7).getTime() + 2 * HOUR).toISOString(),
  timeZone: 'Africa/Lagos',
  online: false,
  location: 'Yaba Tech Hub, Lagos',
  registrationUrl: 'https://example.org/register',
};

describeOnEachBackend('content events', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    await service.addUser(OTHER_EDITOR, 'content_editor', { displayName: 'Bo Editor' });
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });
  afterEach(() => stopListening());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, uid = EDITOR) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const publicSlugs = async (url = '/api/public/events?upcoming=1') =>
    (await service.request({ method: 'GET', url })).json().items.map((event: { slug: string }) => event.slug);
  const versionRows = (id: string) =>
    service.rows(
      sql`SELECT version, saved_by_name AS "name", snapshot FROM content_versions WHERE subject = 'event' AND subject_id = ${id} ORDER BY version`,
    );

  it('creates a published event with its address from the title, keeps version 1 and shows it to visitors with its zone, place and link', async () => {
    const created = await call('POST', '/content/events', EVENT);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      slug: 'science-cafe-lagos',
      status: 'published',
      coverImage: null,
      version: 1,
      updatedAt: NOW.toISOString(),
      updatedByName: 'Ada Editor',
      ...EVENT,
    });
    expect((await versionRows(created.body.id)).map((row) => [row.version, row.name, row.snapshot.title])).toEqual([
      [1, 'Ada Editor', EVENT.title],
    ]);
    expect(changes).toEqual([
      { kind: 'event', id: created.body.id, action: 'published', byName: 'Ada Editor', at: NOW.toISOString() },
    ]);
    const [shown] = (await service.request({ method: 'GET', url: '/api/public/events?upcoming=1' })).json().items;
    expect(shown).toMatchObject({
      slug: 'science-cafe-lagos',
      timeZone: 'Africa/Lagos',
      online: false,
      location: 'Yaba Tech Hub, Lagos',
      registrationUrl: 'https://example.org/register',
    });
  });

  it('keeps a draft (publish: false) from visitors', async () => {
    const created = await call('POST', '/content/events', { ...EVENT, publish: false });
    expect(created.body.status).toBe('draft');
    expect(await publicSlugs('/api/public/events')).toEqual([]);
  });

  it('refuses an address another event has with 409 on the slug; a post with that address is no clash', async () => {
    await addPost(service, { slug: 'science-cafe-lagos' });
    expect((await call('POST', '/content/events', EVENT)).status).toBe(201);
    for (const payload of [EVENT, { ...EVENT, title: 'Another', slug: 'science-cafe-lagos' }]) {
      const refused = await call('POST', '/content/events', payload);
      expect(refused.status).toBe(409);
      expect(refused.body.error.fieldErrors).toEqual({ slug: CONTENT_MESSAGES.eventSlugTaken });
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM content WHERE type = 'event'`)).toBe(1);
  });

  it('answers bad input with 400 naming the field, and saves nothing', async () => {
    for (const [payload, field, message] of [
      [{ ...EVENT, endsAt: daysFrom(NOW, 6).toISOString() }, 'endsAt', EVENT_ENDS_BEFORE_START],
      [{ ...EVENT, location: null }, 'location', EVENT_MESSAGES.placeNeeded],
      [{ ...EVENT, title: '' }, 'title', 'Give the event a title.'],
      [{ ...EVENT, timeZone: 'Mars/Olympus' }, 'timeZone', 'Choose a time zone.'],
      [{ ...EVENT, startsAt: 'soon' }, 'startsAt', 'Give a date and time.'],
      [{ ...EVENT, registrationUrl: 'javascript:alert(1)' }, 'registrationUrl', 'Give an address starting with https://.'],
      [{ ...EVENT, registrationUrl: '/\\evil.example' }, 'registrationUrl', 'Give an address starting with https://.'],
      [
        { ...EVENT, coverImage: { mediaId: null, url: '/\\evil.example/a.png', alt: 'A hall' } },
        'coverImage.url',
        'Give an address starting with https://.',
      ],
      [{ ...EVENT, title: '!!!' }, 'slug', EVENT_MESSAGES.slugWithoutLetters],
      [
        { ...EVENT, coverImage: { mediaId: 'not-in-library', url: 'https://example.org/a.png', alt: 'A hall' } },
        'coverImage.mediaId',
        CONTENT_MESSAGES.noSuchMedia,
      ],
    ] as const) {
      const refused = await call('POST', '/content/events', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.error.fieldErrors).toEqual({ [field]: message });
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM content`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM content_versions`)).toBe(0);
    // Online needs no place; an unfinished draft may leave it for later.
    expect((await call('POST', '/content/events', { ...EVENT, location: null, online: true })).status).toBe(201);
    expect((await call('POST', '/content/events', { ...EVENT, slug: 'draft', location: null, publish: false })).status).toBe(201);
  });

  it('saves on the version it was opened at; the later of two saves gets 409 and writes nothing', async () => {
    const { body: created } = await call('POST', '/content/events', EVENT);
    const first = await call('PUT', `/content/events/${created.id}`, { ...EVENT, title: 'Science Café: Abuja', baseVersion: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      version: 2,
      title: 'Science Café: Abuja',
      slug: 'science-cafe-lagos',
      status: 'published',
    });
    const second = await call(
      'PUT',
      `/content/events/${created.id}`,
      { ...EVENT, title: 'Science Café: Nairobi', baseVersion: 1 },
      OTHER_EDITOR,
    );
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(CONTENT_MESSAGES.changedSinceOpened);
    expect((await call('GET', `/content/events/${created.id}`)).body).toMatchObject({ version: 2, title: 'Science Café: Abuja' });
    expect((await versionRows(created.id)).map((row) => row.version)).toEqual([1, 2]);
  });

  it('unpublishes with publish: false, and the public list loses it', async () => {
    const { body: created } = await call('POST', '/content/events', EVENT);
    const unpublished = await call('PUT', `/content/events/${created.id}`, { ...EVENT, publish: false, baseVersion: 1 });
    expect(unpublished.body.status).toBe('draft');
    expect(await publicSlugs()).toEqual([]);
    const republished = await call('PUT', `/content/events/${created.id}`, { ...EVENT, baseVersion: 2 });
    expect(republished.body.status).toBe('published');
    expect(await publicSlugs()).toEqual(['science-cafe-lagos']);
    expect(changes.map((change) => change.action)).toEqual(['published', 'unpublished', 'published']);
  });

  it('lists versions newest first, shows one, and restores it as a new version without changing the status', async () => {
    const { body: created } = await call('POST', '/content/events', EVENT);
    await call(
      'PUT',
      `/content/events/${created.id}`,
      { ...EVENT, title: 'Renamed', body: 'New text', baseVersion: 1 },
      OTHER_EDITOR,
    );
    const versions = await call('GET', `/content/events/${created.id}/versions`);
    expect(versions.body.items).toEqual([
      { version: 2, savedAt: NOW.toISOString(), savedByName: 'Bo Editor', autosave: false },
      { version: 1, savedAt: NOW.toISOString(), savedByName: 'Ada Editor', autosave: false },
    ]);
    const one = await call('GET', `/content/events/${created.id}/versions/1`);
    expect(one.body.snapshot).toMatchObject({ title: EVENT.title, body: EVENT.body, location: EVENT.location });
    const restored = await call('POST', `/content/events/${created.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, title: EVENT.title, body: EVENT.body, status: 'published' });
    expect((await versionRows(created.id)).map((row) => [row.version, row.snapshot.title])).toEqual([
      [1, EVENT.title],
      [2, 'Renamed'],
      [3, EVENT.title],
    ]);
    for (const version of ['9', 'abc', '0', '-1']) {
      expect((await call('GET', `/content/events/${created.id}/versions/${version}`)).status).toBe(404);
      expect((await call('POST', `/content/events/${created.id}/versions/${version}/restore`)).status).toBe(404);
    }
    expect((await call('GET', '/content/events/no-such-event/versions')).status).toBe(404);
  });

  it('keeps the text of an event written before versions existed before its first save replaces it', async () => {
    const old = await addEvent(service, {
      slug: 'old-event',
      title: 'Old event',
      eventStartsAt: daysFrom(NOW, 3),
      eventLocation: 'Kigali',
      updatedByName: 'Seed',
    });
    await call('PUT', `/content/events/${old.id}`, { ...EVENT, slug: 'old-event', title: 'New title', baseVersion: 1 });
    expect((await versionRows(old.id)).map((row) => [row.version, row.name, row.snapshot.title])).toEqual([
      [1, 'Seed', 'Old event'],
      [2, 'Ada Editor', 'New title'],
    ]);
  });

  it('lists events for editors: not over yet soonest first, then past ones latest first, drafts included, page by page', async () => {
    await addEvent(service, { slug: 'next-month', eventStartsAt: daysFrom(NOW, 30) });
    await addEvent(service, { slug: 'ongoing', eventStartsAt: daysFrom(NOW, -0.1), eventEndsAt: daysFrom(NOW, 0.1) });
    await addEvent(service, { slug: 'draft-next-week', status: 'draft', publishedAt: null, eventStartsAt: daysFrom(NOW, 7) });
    await addEvent(service, { slug: 'last-week', eventStartsAt: daysFrom(NOW, -7) });
    await addEvent(service, { slug: 'last-year', eventStartsAt: daysFrom(NOW, -365) });
    await addEvent(service, { slug: 'yesterday', eventStartsAt: daysFrom(NOW, -1) });
    await addPost(service, { slug: 'a-post' });
    const all = await call('GET', '/content/events');
    const order = ['ongoing', 'draft-next-week', 'next-month', 'yesterday', 'last-week', 'last-year'];
    expect(all.body.items.map((event: { slug: string }) => event.slug)).toEqual(order);
    expect(all.body.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call('GET', `/content/events?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((event: { slug: string }) => event.slug));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(order);
    const forged = await call('GET', `/content/events?cursor=${Buffer.from(`${NOW.toISOString()}|x:abc`).toString('base64url')}`);
    expect(forged.status).toBe(400);
    expect(forged.body.error.fieldErrors).toEqual({ cursor: CURSOR_INVALID });
  });

  it('takes past events off the public list by themselves, by the clock', async () => {
    await call('POST', '/content/events', {
      ...EVENT,
      title: 'This morning',
      startsAt: new Date(NOW.getTime() + HOUR).toISOString(),
      endsAt: new Date(NOW.getTime() + 3 * HOUR).toISOString(),
    });
    await call('POST', '/content/events', {
      ...EVENT,
      title: 'No end',
      startsAt: new Date(NOW.getTime() + 2 * HOUR).toISOString(),
      endsAt: null,
    });
    await call('POST', '/content/events', EVENT);
    expect(await publicSlugs()).toEqual(['this-morning', 'no-end', 'science-cafe-lagos']);
    service.setClock(new Date(NOW.getTime() + 2.5 * HOUR));
    // Still on until it ends; one without an end is over once it starts.
    expect(await publicSlugs()).toEqual(['this-morning', 'science-cafe-lagos']);
    service.setClock(new Date(NOW.getTime() + 4 * HOUR));
    expect(await publicSlugs()).toEqual(['science-cafe-lagos']);
    expect(await publicSlugs('/api/public/events')).toEqual(['science-cafe-lagos', 'no-end', 'this-morning']);
  });

  it('deletes an event with its versions; a missing one is 404', async () => {
    const { body: created } = await call('POST', '/content/events', EVENT);
    expect((await call('DELETE', `/content/events/${created.id}`)).status).toBe(204);
    expect(await versionRows(created.id)).toEqual([]);
    const gone = await call('GET', `/content/events/${created.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(CONTENT_MESSAGES.noSuchEvent);
    expect((await call('DELETE', `/content/events/${created.id}`)).status).toBe(404);
    expect((await call('PUT', `/content/events/${created.id}`, EVENT)).status).toBe(404);
    expect(changes.map((change) => change.action)).toEqual(['published', 'deleted']);
  });
});
