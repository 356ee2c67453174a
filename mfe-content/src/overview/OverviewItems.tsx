import { Link } from '@sla/router';
import type { EditorPostSummary, StorySubmission } from '@sla/data';
import { formatInZone } from '../editor/format.js';
import { browserTimeZone } from '../editor/timeZones.js';
import { fromNow } from './when.js';

const editPath = (post: EditorPostSummary) => `/content/blog/${encodeURIComponent(post.id)}/edit`;
const titleOf = (post: EditorPostSummary) => post.title.trim() || 'Untitled post';

/** A draft: its title into the editor, and when and by whom it was last saved. */
export function DraftItem({ post, now }: { post: EditorPostSummary; now: Date }) {
  return (
    <>
      <Link to={editPath(post)} className="overview-list__title">
        {titleOf(post)}
      </Link>
      <span className="overview-list__meta">
        Saved {fromNow(post.updatedAt, now)} by {post.updatedByName}
      </span>
    </>
  );
}

/** A scheduled post: when it goes live, in words and as a date in the reader's zone. */
export function ScheduledItem({ post, now }: { post: EditorPostSummary; now: Date }) {
  return (
    <>
      <Link to={editPath(post)} className="overview-list__title">
        {titleOf(post)}
      </Link>
      <span className="overview-list__meta">
        Publishes {fromNow(post.publishedAt, now)}:{' '}
        <time dateTime={post.publishedAt ?? undefined}>{formatInZone(post.publishedAt ?? '', browserTimeZone())}</time>
      </span>
    </>
  );
}

/** A story an alumnus sent: its title into the submission, who sent it and when. */
export function SubmissionItem({ submission, now }: { submission: StorySubmission; now: Date }) {
  return (
    <>
      <Link to={`/content/submissions?id=${encodeURIComponent(submission.id)}`} className="overview-list__title">
        {submission.title.trim() || 'Untitled story'}
      </Link>
      <span className="overview-list__meta">
        By {submission.authorName}, sent {fromNow(submission.submittedAt, now)}
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
        Published {fromNow(post.publishedAt, now)}{' '}
        <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="overview-list__view">
          View on site<span className="visually-hidden">: {titleOf(post)}</span>
        </Link>
      </span>
    </>
  );
}
