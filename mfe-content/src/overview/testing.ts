import { vi } from 'vitest';
import {
  configureData,
  type Category,
  type ContentChange,
  type DataClient,
  type EditorEvent,
  type EditorPostSummary,
  type ProgramPage,
  type StorySubmission,
} from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';

export { deferred, page } from '@sla/data/fakes';
export { signInAs } from '../editor/testing.js';

// Test data and fakes for the content portal's overview, categories, events, programme pages and submissions.

type Overrides = { [K in keyof DataClient]?: Partial<DataClient[K]> };

/**
 * Installs a fake data client (every method a vi.fn(); one a test did not give rejects) with a live
 * stream whose changes the test sends by hand through `emit`. Returns the fakes and `emit`.
 */
export function installContentData(overrides: Overrides = {}) {
  const listeners = new Set<(change: ContentChange) => void>();
  const subscribe = vi.fn((onChange: (change: ContentChange) => void, onState?: (state: 'live' | 'reconnecting') => void) => {
    listeners.add(onChange);
    onState?.('live');
    return Promise.resolve(() => void listeners.delete(onChange));
  });
  const client = fakeDataClient({
    ...overrides,
    auditLogs: { recordDenied: vi.fn(() => Promise.resolve()) },
    contentLive: { subscribe, ...overrides.contentLive },
  });
  configureData(client);
  const emit = (change: Partial<ContentChange> & Pick<ContentChange, 'kind'>) => {
    for (const listener of [...listeners]) {
      listener({ id: 'x', action: 'saved', byName: 'Another Editor', at: '2026-11-20T10:00:00.000Z', ...change });
    }
  };
  return { client, emit };
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
