import type { StorySubmission } from '@sla/data';
import { formatDate } from '@sla/ui';

/** Where a story is, as its author follows it. */
export type StoryStage = 'waiting' | 'preparing' | 'returned' | 'published' | 'offline' | 'withdrawn';

/**
 * The author's view of a submission. An editor who takes a story on makes a draft post from it: the submission stays
 * "submitted" with a post, and the author can no longer change it (the service answers 409), so it reads "preparing".
 * A published story whose post was taken off the site has no link to give: "offline".
 */
export function storyStage(story: StorySubmission): StoryStage {
  switch (story.status) {
    case 'submitted':
      return story.postId ? 'preparing' : 'waiting';
    case 'returned':
      return 'returned';
    case 'published':
      return story.publishedPath ? 'published' : 'offline';
    case 'withdrawn':
      return 'withdrawn';
  }
}

/** Whether its author may still change or withdraw it (the service's changeableStory, asked ahead of time). */
export const canChangeStory = (story: StorySubmission) => {
  const stage = storyStage(story);
  return stage === 'waiting' || stage === 'returned';
};

export const STAGE_LABELS: Record<StoryStage, string> = {
  waiting: 'Waiting for the editors',
  preparing: 'Being prepared for the blog',
  returned: 'Returned to you',
  published: 'Published',
  offline: 'Published, now off the site',
  withdrawn: 'Withdrawn',
};

export const STAGE_TONES: Record<StoryStage, 'info' | 'warning' | 'success' | 'muted'> = {
  waiting: 'info',
  preparing: 'info',
  returned: 'warning',
  published: 'success',
  offline: 'muted',
  withdrawn: 'muted',
};

/** One sentence on what happens next, for the story's card. */
export function stageSentence(story: StorySubmission): string {
  const sent = formatDate(story.submittedAt);
  const changed = formatDate(story.updatedAt);
  switch (storyStage(story)) {
    case 'waiting':
      return `Sent on ${sent}. An editor will read it and either prepare it for the blog or return it with a note. You can still change or withdraw it.`;
    case 'preparing':
      return `Sent on ${sent}. An editor is preparing it for the blog; you will get an e-mail when it is published.`;
    case 'returned':
      return `Returned on ${changed}. Change it as the editor suggests and send it again, or withdraw it.`;
    case 'published':
      return `Published on ${changed}, with your name as its author.`;
    case 'offline':
      return `Published on ${changed}; the editors have since taken it off the site.`;
    case 'withdrawn':
      return `You withdrew it on ${changed}.`;
  }
}
