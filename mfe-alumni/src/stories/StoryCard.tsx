import type { StorySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { canChangeStory, STAGE_LABELS, STAGE_TONES, stageSentence, storyStage } from './storyStage.js';

/** One of the author's stories: its stage, what happens next, the editors' note, and what they may do now. */
export function StoryCard({ story, onWithdraw }: { story: StorySubmission; onWithdraw: (story: StorySubmission) => void }) {
  const stage = storyStage(story);
  const headingId = `story-${story.id}`;
  return (
    <li className="story-card" aria-labelledby={headingId}>
      <div className="story-card__top">
        <h2 id={headingId} className="story-card__title">
          {story.title}
        </h2>
        <span className={`story-stage story-stage--${STAGE_TONES[stage]}`}>{t(STAGE_LABELS[stage])}</span>
      </div>
      {story.summary ? <p className="story-card__summary">{story.summary}</p> : null}
      <p className="story-card__when">{stageSentence(story)}</p>
      {stage === 'returned' && story.note ? (
        <figure className="story-card__note">
          <figcaption>{t('The editor’s note')}</figcaption>
          <blockquote>{story.note}</blockquote>
        </figure>
      ) : null}
      <div className="story-card__actions">
        {stage === 'published' && story.publishedPath ? (
          <a className="button button--primary button--small" href={story.publishedPath}>
            {t('Read it on the site')}
          </a>
        ) : null}
        {canChangeStory(story) ? (
          <>
            <Link className="button button--outline button--small" to={`/alumni/stories/${encodeURIComponent(story.id)}/edit`}>
              {stage === 'returned' ? t('Change and send again') : t('Change')}{' '}
              <span className="visually-hidden">{t('“{title}”', { title: story.title })}</span>
            </Link>
            <button type="button" className="link-button" onClick={() => onWithdraw(story)}>
              {t('Withdraw')} <span className="visually-hidden">{t('“{title}”', { title: story.title })}</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
