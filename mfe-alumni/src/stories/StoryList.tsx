import type { StorySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { StoryCard } from './StoryCard.js';
import './stories.css';

/** The author's stories, as the service sends them (newest first). */
export function StoryList({
  stories,
  onWithdraw,
}: {
  stories: readonly StorySubmission[];
  onWithdraw: (story: StorySubmission) => void;
}) {
  return (
    <ul className="story-list">
      {stories.map((story) => (
        <StoryCard key={story.id} story={story} onWithdraw={onWithdraw} />
      ))}
    </ul>
  );
}

/** Before the first story: what a story is for and what happens to it. */
export function NoStories() {
  return (
    <div className="empty-state">
      <p className="story-empty__title">{t('You have not sent a story yet.')}</p>
      <p>
        {t(
          'A first job, a paper, a lab you set up, what the programme changed for you: editors help you shape it, and the published story carries your name.',
        )}
      </p>
    </div>
  );
}
