import { describe, expect, it } from 'vitest';
import { canChangeStory, stageSentence, storyStage } from './storyStage.js';
import { story } from './testing.js';

describe('a story as its author follows it', () => {
  it('reads each status, and an editor’s draft, as a stage', () => {
    expect(storyStage(story())).toBe('waiting');
    expect(storyStage(story({ postId: 'post-1' }))).toBe('preparing');
    expect(storyStage(story({ status: 'returned', note: 'More, please.' }))).toBe('returned');
    expect(storyStage(story({ status: 'published', postId: 'post-1', publishedPath: '/blog/a' }))).toBe('published');
    expect(storyStage(story({ status: 'published', postId: 'post-1', publishedPath: null }))).toBe('offline');
    expect(storyStage(story({ status: 'withdrawn' }))).toBe('withdrawn');
  });

  it('may be changed only while it waits untouched or after it was returned, as the service allows', () => {
    expect(canChangeStory(story())).toBe(true);
    expect(canChangeStory(story({ status: 'returned' }))).toBe(true);
    expect(canChangeStory(story({ postId: 'post-1' }))).toBe(false);
    expect(canChangeStory(story({ status: 'published', publishedPath: '/blog/a' }))).toBe(false);
    expect(canChangeStory(story({ status: 'withdrawn' }))).toBe(false);
  });

  it('says when it was sent, or when it last changed stage', () => {
    const sent = story({ submittedAt: '2026-03-02T10:00:00.000Z', updatedAt: '2026-04-09T10:00:00.000Z' });
    expect(stageSentence(sent)).toContain('Sent on 2 March 2026');
    expect(stageSentence({ ...sent, status: 'returned' })).toContain('Returned on 9 April 2026');
    expect(stageSentence({ ...sent, status: 'published', publishedPath: '/blog/a' })).toContain('Published on 9 April 2026');
  });
});
