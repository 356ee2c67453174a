import type { StorySubmission } from '@sla/data';
import { msg, t } from '@sla/i18n';
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

/** Each stage's name (messages: translated where shown). */
export const STAGE_LABELS: Record<StoryStage, string> = {
  waiting: msg('Waiting for the editors'),
  preparing: msg('Being prepared for the blog'),
  returned: msg('Returned to you'),
  published: msg('Published'),
  offline: msg('Published, now off the site'),
  withdrawn: msg('Withdrawn'),
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
      return t(
        'Sent on {date}. An editor will read it and either prepare it for the blog or return it with a note. You can still change or withdraw it.',
        { date: sent },
      );
    case 'preparing':
      return t('Sent on {date}. An editor is preparing it for the blog; you will get an e-mail when it is published.', {
        date: sent,
      });
    case 'returned':
      return t('Returned on {date}. Change it as the editor suggests and send it again, or withdraw it.', { date: changed });
    case 'published':
      return t('Published on {date}, with your name as its author.', { date: changed });
    case 'offline':
      return t('Published on {date}; the editors have since taken it off the site.', { date: changed });
    case 'withdrawn':
      return t('You withdrew it on {date}.', { date: changed });
  }
}
