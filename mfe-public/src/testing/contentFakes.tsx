import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation } from '@sla/router';
import {
  DataError,
  type HomePage,
  type PostSummary,
  type Post,
  type Program,
  type ProgramSummary,
  type PublicEvent,
} from '@sla/data';
import { SiteProvider } from '@sla/ui';
import { PortalRoutes } from '../PortalRoutes.js';

export { deferred } from '@sla/data/fakes';

/** How the data service answers for a story or programme that is not there (the page shows it as missing). */
export const notFound = () => Promise.reject(new DataError('not_found', 'Not found.'));

/** Where the router is now, for tests of links and filters that live in the address. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The portal's own routes at `path`, as the shell would show them (site name "Test Site"). */
export function renderAt(path: string) {
  return render(
    <SiteProvider value={{ siteName: 'Test Site', orgEmailDomain: 'example.org' }}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback="loading">
          <PortalRoutes />
        </Suspense>
        <LocationProbe />
      </MemoryRouter>
    </SiteProvider>,
  );
}

export function story(n: number, extra: Partial<PostSummary> = {}): PostSummary {
  return {
    id: `post-${n}`,
    slug: `story-${n}`,
    title: `Story number ${n}`,
    summary: `What happened in story ${n}.`,
    category: { name: 'Research', slug: 'research', language: 'en' },
    authorName: `Author ${n}`,
    coverImage: { url: `/images/stories/cover-${((n - 1) % 6) + 1}.svg`, alt: `Cover of story ${n}` },
    publishedAt: '2026-10-05T09:00:00.000Z',
    readingMinutes: 4,
    language: 'en',
    ...extra,
  };
}

/** With the body as the data service renders it (@sla/markdown, headings from h2). */
export function fullStory(n: number, extra: Partial<Post> = {}): Post {
  return {
    ...story(n),
    body: '## A heading\n\nThe **first** paragraph.\n\n- one\n- two',
    bodyHtml: '<h2>A heading</h2>\n<p>The <strong>first</strong> paragraph.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    updatedAt: '2026-10-06T09:00:00.000Z',
    ...extra,
  };
}

export function programSummary(
  slug: string,
  window: Partial<ProgramSummary['applicationWindow']>,
  extra: Partial<ProgramSummary> = {},
): ProgramSummary {
  return {
    id: `prog-${slug}`,
    slug,
    name: slug === 'dynamerge' ? 'Dynamerge' : 'StepUp Scholars',
    summary: `About ${slug}.`,
    status: 'active',
    applicationWindow: { state: 'open', opensAt: null, closesAt: null, timeZone: 'Africa/Nairobi', ...window },
    language: 'en',
    ...extra,
  };
}

export function program(slug: string, window: Partial<Program['applicationWindow']>, extra: Partial<Program> = {}): Program {
  return {
    ...programSummary(slug, window),
    // Each long field with its HTML as the data service renders it (@sla/markdown, headings from h3).
    description: 'What it is.\n\n## What the year looks like\n\n- A mentor of your own.',
    descriptionHtml: '<p>What it is.</p>\n<h3>What the year looks like</h3>\n<ul>\n<li>A mentor of your own.</li>\n</ul>',
    whoFor: 'You, if you are curious.',
    whoForHtml: '<p>You, if you are curious.</p>',
    howToApply: '1. Create an account.\n2. Answer two questions.',
    howToApplyHtml: '<ol>\n<li>Create an account.</li>\n<li>Answer two questions.</li>\n</ol>',
    faq: [],
    heroImage: null,
    capacity: 40,
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...extra,
  };
}

export function event(n: number, extra: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: `event-${n}`,
    slug: `event-${n}`,
    title: `Event number ${n}`,
    summary: `What event ${n} is about.`,
    body: '',
    startsAt: `2026-12-0${n}T12:00:00.000Z`,
    endsAt: null,
    timeZone: 'Africa/Nairobi',
    online: false,
    location: 'Online',
    registrationUrl: null,
    coverImage: null,
    language: 'en',
    ...extra,
  };
}

export function homePage(extra: Partial<HomePage> = {}): HomePage {
  return {
    programs: [programSummary('stepup-scholars', {}), programSummary('dynamerge', { state: 'upcoming' })],
    stories: [story(1), story(2), story(3)],
    events: [event(1), event(2), event(3)],
    ...extra,
  };
}
