import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContentOverview } from '@sla/data';
import { linkAddresses, portalScreens, renderPortalScreen, unopenableLinks } from '@sla/portal-kit/testing/links';
import { PortalRoutes } from './PortalRoutes.js';
import { installContentData, notFound, page, postSummary, signInAs, submission } from './overview/testing.js';

// "Never offer what the guard would refuse": for every role that opens a content screen, every link
// on it (the overview's rows and "All …" links, New post, Back to posts) leads somewhere the route
// guard lets that role in, queries and all.

const { patterns: PATTERNS, cases: CASES } = portalScreens('/content');
const address = (pattern: string) => pattern.replace(':id', 'no-such-post');

const OVERVIEW: ContentOverview = {
  myDrafts: [postSummary({ id: 'd1', title: 'Half-written' })],
  scheduled: [],
  submissionsWaiting: [submission({ id: 'sub-9', title: 'My lab year' })],
  latestPublished: [postSummary({ id: 'p1', slug: 'out-now', title: 'Out now', status: 'published' })],
};

function installScreensData() {
  installContentData({
    getContentOverview: vi.fn().mockResolvedValue(OVERVIEW),
    listEditorPosts: vi.fn().mockResolvedValue(page([postSummary()])),
    // An unknown post: its editor says so and offers the way back to the list.
    getEditorPost: vi.fn(notFound),
  });
}

const renderScreen = (path: string) => renderPortalScreen(PortalRoutes, path);

describe('links offered on the content screens', () => {
  it('are checked for the admin and the content editor, on every screen', () => {
    expect(new Set(CASES.map(([role]) => role))).toEqual(new Set(['admin', 'content_editor']));
    expect(new Set(CASES.map(([, pattern]) => pattern))).toEqual(new Set(PATTERNS));
  });

  it.each(CASES)('as %s, %s offers only screens the guard opens', async (role, pattern) => {
    signInAs(role);
    installScreensData();
    const container = await renderScreen(address(pattern));
    expect(linkAddresses(container).length).toBeGreaterThan(0);
    expect(unopenableLinks(container, role)).toEqual([]);
  });

  it('the overview offers a content editor New post, the rows and the whole lists', async () => {
    signInAs('content_editor');
    installScreensData();
    const container = await renderScreen('/content');
    await screen.findByRole('link', { name: 'Half-written' });
    const offered = linkAddresses(container);
    expect(offered).toContain('/content/blog/new');
    expect(offered).toContain('/content/blog/d1/edit');
    expect(offered).toContain('/content/submissions?id=sub-9');
    expect(offered).toContain('/content/blog?status=draft');
    expect(unopenableLinks(container, 'content_editor')).toEqual([]);
    // The same links would all be refused to someone outside the content team.
    expect(unopenableLinks(container, 'staff')).toEqual(offered.filter((href) => href.startsWith('/content')));
  });
});
