import { useId, useState } from 'react';
import { api, routes, type StorySubmission } from '@sla/data';
import { FailureAlert, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { Link, useNavigate } from '@sla/router';
import { showPrivatePicture } from '@sla/portal-kit/writing';
import { formatMoment } from '../overview/when.js';
import { SUBMISSION_STATUS_BADGES, SUBMISSION_STATUS_LABELS } from './labels.js';
import { RenderedMarkdown } from './RenderedMarkdown.js';
import { ReturnDialog } from './ReturnDialog.js';

const editPath = (postId: string) => `/content/blog/${encodeURIComponent(postId)}/edit`;

/**
 * One submission as its author wrote it, rendered as the site would show it, with what an editor may do:
 * take it on (a draft post crediting the author, opened in the post editor, where it is published) or
 * return it with a note.
 */
export function SubmissionView({
  submission,
  onBack,
  onReturned,
}: {
  submission: StorySubmission;
  onBack: () => void;
  onReturned: (submission: StorySubmission) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const takeOn = useFormState();
  const [returning, setReturning] = useState(false);
  const waiting = submission.status === 'submitted';

  const editAndPublish = () =>
    void takeOn.submit(async () => {
      const post = await api(routes.takeOnSubmission, { params: { id: submission.id } });
      navigate(editPath(post.id));
    });

  return (
    <article className="submission" aria-labelledby={`${id}-title`}>
      <div className="submission__header">
        <button type="button" className="link-button" onClick={onBack}>
          {t('Back to submissions')}
        </button>
        <h2 id={`${id}-title`} className="submission__title">
          {submission.title}
        </h2>
        <p className="submission__meta">
          <span className={SUBMISSION_STATUS_BADGES[submission.status]}>{t(SUBMISSION_STATUS_LABELS[submission.status])}</span>{' '}
          <T
            message="By {name}, sent <time>{date}</time>"
            values={{ name: submission.authorName, date: formatMoment(submission.submittedAt) }}
            components={{ time: <time dateTime={submission.submittedAt} /> }}
          />
        </p>
      </div>

      {submission.status === 'returned' && submission.note ? (
        <div className="notice submission__note">
          <p className="submission__note-title">{t('Returned with this note:')}</p>
          <p>{submission.note}</p>
        </div>
      ) : null}

      {waiting ? (
        <div className="submission__actions">
          {submission.postId ? (
            <Link to={editPath(submission.postId)} className="button button--primary">
              {t('Continue editing the post')}
            </Link>
          ) : (
            <button type="button" className="button button--primary" onClick={editAndPublish} disabled={takeOn.submitting}>
              {takeOn.submitting ? t('Making a draft…') : t('Edit and publish')}
            </button>
          )}
          <button
            type="button"
            className="button button--outline"
            onClick={() => setReturning(true)}
            disabled={takeOn.submitting}
          >
            {t('Return with a note')}
          </button>
          <p className="submission__hint">
            {t('“Edit and publish” makes a draft post crediting {name}; publish it from the post editor.', {
              name: submission.authorName,
            })}
          </p>
        </div>
      ) : submission.postId ? (
        <p>
          <Link to={editPath(submission.postId)}>{t('Open the post made from it')}</Link>
        </p>
      ) : null}
      <FailureAlert message={takeOn.failure} />

      {submission.cover ? (
        <figure className="submission__cover">
          <img src={submission.cover.url} alt={submission.cover.alt} onError={showPrivatePicture} />
          <figcaption>
            <span className="submission__cover-label">{t('Cover picture, described as:')}</span> {submission.cover.alt}
          </figcaption>
        </figure>
      ) : null}
      {submission.summary ? <p className="submission__summary">{submission.summary}</p> : null}
      <RenderedMarkdown markdown={submission.body} />

      {returning ? (
        <ReturnDialog
          submission={submission}
          onCancel={() => setReturning(false)}
          onReturned={(returned) => {
            setReturning(false);
            onReturned(returned);
          }}
        />
      ) : null}
    </article>
  );
}
