import { vi } from 'vitest';
import type { Category, ContentChange, EditorEvent, EditorPostSummary, ProgramPage, StorySubmission } from '@sla/data';
import { fakeStreams, installFakeApi, type GivenOperations } from '@sla/data/fakes';

export { deferred, page } from '@sla/data/fakes';
export { notFound, signInAs } from '../editor/testing.js';

// Test data and fakes for the content portal's overview, categories, events, programme pages and submissions.

/**
 * Installs fakes of the given operations (every one a vi.fn(); one a test did not give rejects), a refused route
 * recorded without fuss, and a live stream that says it is live as soon as a screen follows it, whose changes the
 * test sends by hand through `emit`. Returns the fakes (`api`), `emit` and the fake streams.
 */
export function installContentData(given: GivenOperations = {}) {
  const streams = fakeStreams();
  const follow = streams.follow.getMockImplementation()!;
  streams.follow.mockImplementation((route, onEvent, onState) => {
    const stop = follow(route, onEvent, onState);
    onState?.('live');
    return stop;
  });
  const api = installFakeApi({ recordGuardDenial: vi.fn(() => Promise.resolve()), ...given }, streams);
  const emit = (change: Partial<ContentChange> & Pick<ContentChange, 'kind'>) =>
    streams.send('streamContentChanges', {
      id: 'x',
      action: 'saved',
      byName: 'Another Editor',
      at: '2026-11-20T10:00:00.000Z',
      ...change,
    } satisfies ContentChange);
  return { api, emit, streams };
}

export function postSummary(extra: Partial<EditorPostSummary> = {}): EditorPostSummary {
  return {
    id: 'post-1',
    slug: 'a-first-story',
    title: 'A first story',
    status: 'draft',
    category: null,
    authorName: 'Amina Yusuf',
    publishedAt: null,
    timeZone: 'Africa/Lagos',
    updatedAt: '2026-11-19T09:00:00.000Z',
    updatedByName: 'Acting User',
    version: 1,
    ...extra,
  };
}

export function submission(extra: Partial<StorySubmission> = {}): StorySubmission {
  return {
    id: 'sub-1',
    authorUid: 'alum-1',
    authorName: 'Kofi Mensah',
    title: 'From Accra to the lab',
    summary: 'How StepUp changed my path.',
    body: 'I joined **StepUp** in 2019.',
    status: 'submitted',
    note: null,
    postId: null,
    publishedPath: null,
    cover: null,
    submittedAt: '2026-11-18T08:00:00.000Z',
    updatedAt: '2026-11-18T08:00:00.000Z',
    ...extra,
  };
}

export function category(extra: Partial<Category> = {}): Category {
  return { id: 'cat-1', name: 'News', nameFr: '', slug: 'news', position: 0, postCount: 0, ...extra };
}

export function editorEvent(extra: Partial<EditorEvent> = {}): EditorEvent {
  return {
    id: 'ev-1',
    slug: 'open-day',
    title: 'Open day',
    summary: 'Meet the scholars.',
    body: 'Come and meet us.',
    status: 'published',
    startsAt: '2027-03-10T17:00:00.000Z',
    endsAt: null,
    timeZone: 'Africa/Lagos',
    online: false,
    location: 'Lagos, Yaba',
    registrationUrl: null,
    coverImage: null,
    version: 1,
    updatedAt: '2026-11-19T09:00:00.000Z',
    updatedByName: 'Acting User',
    ...extra,
  };
}

export function programPage(extra: Partial<ProgramPage> = {}): ProgramPage {
  return {
    programId: 'prog-stepup',
    slug: 'stepup-scholars',
    name: 'StepUp Scholars',
    summary: 'Research mentorship for secondary school students.',
    description: 'StepUp pairs students with researchers.',
    eligibility: 'Ages 15 to 18.',
    howToApply: 'Apply online.',
    faq: [],
    heroImage: null,
    version: 3,
    updatedAt: '2026-11-19T09:00:00.000Z',
    updatedByName: 'Acting User',
    ...extra,
  };
}
