import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@sla/data/fakes';
import { describe, expect, it, vi } from 'vitest';
import { DataError } from '@sla/data';
import { fullStory, notFound, renderAt, story } from '../testing/contentFakes.js';

describe('Story', () => {
  it('shows the story with its author, date, reading time, category, cover and body, titled after it', async () => {
    const post = vi.fn(async () =>
      fullStory(3, { title: 'Counting mosquitoes in Kisumu', authorName: 'Fatou Diallo', readingMinutes: 6 }),
    );
    const posts = vi.fn(async () => ({ items: [story(3), story(4), story(5)], nextCursor: null }));
    installFakeApi({ getPublicPost: post, listPublicPosts: posts });
    renderAt('/blog/story-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Counting mosquitoes in Kisumu' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith({ params: { slug: 'story-3' } });
    await waitFor(() => expect(document.title).toBe('Counting mosquitoes in Kisumu — Test Site'));
    const byline = within(screen.getByText('Fatou Diallo').closest('p')!);
    expect(byline.getByText('5 October 2026').getAttribute('datetime')).toBe('2026-10-05T09:00:00.000Z');
    expect(byline.getByText('6 min read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Category: Research' }).getAttribute('href')).toBe('/blog?category=research');
    const cover = screen.getByRole('img', { name: 'Cover of story 3' });
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1200', '675']);
    expect(screen.getByRole('heading', { level: 2, name: 'A heading' })).toBeTruthy();
    expect(screen.getByText('first').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /All stories/ }).getAttribute('href')).toBe('/blog');
    // Other stories from the same category, without the story itself, topped up with the latest.
    const related = within((await screen.findByRole('heading', { name: 'Keep reading' })).closest('section')!);
    expect(related.getAllByRole('article')).toHaveLength(2);
    expect(related.queryByRole('link', { name: 'Story number 3' })).toBeNull();
    expect(posts).toHaveBeenNthCalledWith(1, { query: { category: 'research', limit: 4 } });
    expect(posts).toHaveBeenNthCalledWith(2, { query: { limit: 4 } });
  });

  it("gives a library cover its resized variants and size, fetched first as the page's largest picture", async () => {
    const srcset = '/api/media/m1/400.webp 400w, /api/media/m1/800.webp 800w, /api/media/m1/1600.webp 1600w';
    const coverImage = { url: '/api/media/m1/1600.webp', alt: 'A lab bench', srcset, width: 1600, height: 900 };
    installFakeApi({
      getPublicPost: vi.fn(async () => fullStory(3, { coverImage })),
      listPublicPosts: vi.fn(async () => ({ items: [story(4, { coverImage })], nextCursor: null })),
    });
    renderAt('/blog/story-3');
    const cover = await screen.findByRole('img', { name: 'A lab bench' });
    expect(cover.getAttribute('srcset')).toBe(srcset);
    expect(cover.getAttribute('sizes')).toBe('(min-width: 48rem) 46rem, 100vw');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['1600', '900']);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('loading')).toBeNull();
    // The related stories below it wait until they are scrolled near.
    const related = within((await screen.findByRole('heading', { name: 'Keep reading' })).closest('section')!);
    const card = related.getByRole('article').querySelector('img')!;
    expect(card.getAttribute('srcset')).toBe(srcset);
    expect(card.getAttribute('sizes')).toMatch(/100vw$/);
    expect(card.getAttribute('loading')).toBe('lazy');
  });

  it('says plainly when there is no such story, with a way back to all stories', async () => {
    installFakeApi({ getPublicPost: vi.fn(notFound) });
    renderAt('/blog/no-such-story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Story not found — Test Site'));
    expect(screen.getByRole('link', { name: 'See all stories' }).getAttribute('href')).toBe('/blog');
  });

  it('offers Retry when the story cannot be loaded', async () => {
    const post = vi
      .fn()
      .mockRejectedValueOnce(new DataError('unavailable', 'Could not reach the server.'))
      .mockResolvedValueOnce(fullStory(1));
    installFakeApi({ getPublicPost: post, listPublicPosts: vi.fn(async () => ({ items: [], nextCursor: null })) });
    renderAt('/blog/story-1');
    expect(await screen.findByRole('heading', { name: 'We could not load this story' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Story');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Story number 1' })).toBeTruthy();
  });
});
