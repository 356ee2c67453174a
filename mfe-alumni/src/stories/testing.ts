import type { StorySubmission } from '@sla/data';

/** A story as the service sends it to its author, waiting for the editors unless `extra` says otherwise. */
export function story(extra: Partial<StorySubmission> = {}): StorySubmission {
  return {
    id: 'story-1',
    authorUid: 'alumnus-1',
    authorName: 'Yusuf Abdullahi',
    title: 'Back to Kano to teach',
    summary: 'Why I went home after my PhD.',
    body: 'I came back to teach.',
    status: 'submitted',
    note: null,
    postId: null,
    publishedPath: null,
    cover: null,
    submittedAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...extra,
  };
}
