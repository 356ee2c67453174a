import { Link } from '@sla/router';
import type { EditorPostSummary, StorySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatInZone } from '../editor/format.js';
import { fromNow } from './when.js';
import { shownName } from '@sla/domain';

const editPath = (post: EditorPostSummary) => `/content/blog/${encodeURIComponent(post.id)}/edit`;
const titleOf = (post: EditorPostSummary) => post.title.trim() || t('Untitled post');

/** A draft: its title into the editor, and when and by whom it was last saved. */
export function DraftItem({ post, now }: { post: EditorPostSummary; now: Date }) {
  return (
    <>
      <Link to={editPath(post)} className="overview-list__title">
        {titleOf(post)}
      </Link>
      <span className="overview-list__meta">
        {t('Saved {when} by {name}', { when: fromNow(post.updatedAt, now), name: shownName(post.updatedByName) })}
      </span>
    </>
  );
}

/** A scheduled post: when it goes live, in words and as a date in the zone it was scheduled in (shownZone), named. */
export function ScheduledItem({ post, now }: { post: EditorPostSummary; now: Date }) {
  return (
    <>
      <Link to={editPath(post)} className="overview-list__title">
        {titleOf(post)}
      </Link>
      <span className="overview-list__meta">
        <T
          message="Publishes {when}: <time>{date}</time>"
          values={{ when: fromNow(post.publishedAt, now), date: formatInZone(post.publishedAt ?? '', post.timeZone) }}
          components={{ time: <time dateTime={post.publishedAt ?? undefined} /> }}
        />
      </span>
    </>
  );
}

/** A story an alumnus sent: its title into the submission, who sent it and when. */
export function SubmissionItem({ submission, now }: { submission: StorySubmission; now: Date }) {
  return (
    <>
      <Link to={`/content/submissions?id=${encodeURIComponent(submission.id)}`} className="overview-list__title">
        {submission.title.trim() || t('Untitled story')}
      </Link>
      <span className="overview-list__meta">
        {t('By {name}, sent {when}', { name: shownName(submission.authorName), when: fromNow(submission.submittedAt, now) })}
      </span>
    </>
  );
}

/** A published post: into the editor, and to the page visitors see. */
export function PublishedItem({ post, now }: { post: EditorPostSummary; now: Date }) {
  return (
    <>
      <Link to={editPath(post)} className="overview-list__title">
        {titleOf(post)}
      </Link>
      <span className="overview-list__meta">
        {t('Published {when}', { when: fromNow(post.publishedAt, now) })}{' '}
        <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="overview-list__view">
          <T
            message="View on site<hidden>: {title}</hidden>"
            values={{ title: titleOf(post) }}
            components={{ hidden: <span className="visually-hidden" /> }}
          />
        </Link>
      </span>
    </>
  );
}
