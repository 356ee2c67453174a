import { act, screen, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import type { OperationFake } from '@sla/data/fakes';
import { renderAt, story } from '../testing/contentFakes.js';

const CATEGORIES = [
  { name: 'Research', slug: 'research', language: 'en' as const, count: 2 },
  { name: 'Alumni', slug: 'alumni', language: 'en' as const, count: 1 },
];

/** Ten stories, newest first, served nine at a time; `category` keeps only that category's. */
function paged() {
  const all = Array.from({ length: 10 }, (_, index) =>
    story(10 - index, {
      category:
        index % 4 === 0
          ? { name: 'Alumni', slug: 'alumni', language: 'en' }
          : { name: 'Research', slug: 'research', language: 'en' },
    }),
  );
  return vi.fn<OperationFake<'listPublicPosts'>>(async ({ query = {} }) => {
    const list = query.category ? all.filter((item) => item.category?.slug === query.category) : all;
    const start = query.cursor ? Number(query.cursor) : 0;
    const end = start + Number(query.limit ?? 9);
    return { items: list.slice(start, end), nextCursor: end < list.length ? String(end) : null };
  });
}

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Stories', () => {
  it('lists stories newest first with their details, and loads more with the cursor', async () => {
    const posts = paged();
    installFakeApi({ listPublicPosts: posts, listPublicCategories: vi.fn(async () => ({ items: CATEGORIES })) });
    renderAt('/blog');
    expect(await screen.findByRole('link', { name: 'Story number 10' })).toBeTruthy();
    expect(titles()).toHaveLength(9);
    expect(titles()[0]).toBe('Story number 10');
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByText('Author 10')).toBeTruthy();
    expect(within(first).getByText('5 October 2026')).toBeTruthy();
    expect(within(first).getByText('4 min read')).toBeTruthy();
    expect(within(first).getByText('Alumni')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/stories/cover-4.svg');

    await act(async () => screen.getByRole('button', { name: 'Load more stories' }).click());
    expect(await screen.findByRole('link', { name: 'Story number 1' })).toBeTruthy();
    expect(posts).toHaveBeenLastCalledWith({ query: { cursor: '9' } });
    expect(titles()).toHaveLength(10);
    // Focus moves to the first new story; nothing more to load.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Story number 1' }));
    expect(screen.queryByRole('button', { name: 'Load more stories' })).toBeNull();
    expect(screen.getByText('All 10 stories shown')).toBeTruthy();
  });

  it('filters by category from the chips, keeping the choice in the address', async () => {
    const posts = paged();
    installFakeApi({ listPublicPosts: posts, listPublicCategories: vi.fn(async () => ({ items: CATEGORIES })) });
    renderAt('/blog');
    const nav = await screen.findByRole('navigation', { name: 'Story categories' });
    const research = await within(nav).findByRole('link', { name: 'Research' });
    expect(within(nav).getByRole('link', { name: 'All stories' }).getAttribute('aria-current')).toBe('page');
    await act(async () => research.click());
    expect(screen.getByTestId('location').textContent).toBe('/blog?category=research');
    expect(await screen.findByRole('heading', { level: 2, name: 'Stories in Research' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Story number 9' });
    expect(posts).toHaveBeenLastCalledWith({ query: { category: 'research' } });
    expect(screen.queryByRole('link', { name: 'Story number 10' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Research' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens on the category in the address, and says when it has no stories', async () => {
    const posts = vi.fn(async () => ({ items: [], nextCursor: null }));
    installFakeApi({ listPublicPosts: posts, listPublicCategories: vi.fn(async () => ({ items: CATEGORIES })) });
    renderAt('/blog?category=alumni');
    expect(await screen.findByText('There are no stories in this category yet.')).toBeTruthy();
    expect(posts).toHaveBeenCalledWith({ query: { category: 'alumni' } });
    expect(screen.getByRole('link', { name: 'See all stories' }).getAttribute('href')).toBe('/blog');
  });

  it('shows the list even when the categories cannot be loaded', async () => {
    installFakeApi({
      listPublicPosts: paged(),
      listPublicCategories: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    renderAt('/blog');
    expect(await screen.findByRole('link', { name: 'Story number 10' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All stories' })).toBeTruthy();
  });
});
