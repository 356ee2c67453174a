import { useEffect, useState } from 'react';
import { Link, useParams } from '@sla/router';
import { api, errorMessage, orNull, routes } from '@sla/data';
import { t } from '@sla/i18n';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';
import { screenName } from '@sla/permissions';
import { ErrorPanel, Loading, Screen, useScreenSubject } from '@sla/ui';
import { useCanOpen } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { forgetHandoff, peekHandoff } from '../posts/handoff.js';
import { PostEditor } from '../posts/PostEditor.js';
import '../content.css';

const POSTS_PATH = '/content/blog';

/** One post's editor, loaded by its id, or carried on from /content/blog/new where it was just created. */
function OpenPost({ id }: { id: string }) {
  const [handoff] = useState(() => peekHandoff(id));
  useEffect(() => forgetHandoff(id), [id]);
  const loaded = useLoad(handoff ? null : () => orNull(api(routes.getEditorPost, { params: { id } })), [id]);
  useScreenSubject(handoff?.post.title ?? (loaded.status === 'ready' ? loaded.value?.title : null));

  if (handoff) return <PostEditor post={handoff.post} handoff={handoff} />;
  if (loaded.status === 'loading') return <Loading label={t('Loading the post…')} />;
  if (loaded.status === 'error')
    return (
      <ErrorPanel title={t('The post could not be loaded')} onRetry={loaded.retry}>
        <p>{t(errorMessage(loaded.error))}</p>
      </ErrorPanel>
    );
  if (!loaded.value)
    return (
      <ErrorPanel title={t('We could not find that post')}>
        <p>{t(CONTENT_MESSAGES.noSuchPost)}</p>
        <BackToPosts />
      </ErrorPanel>
    );
  return <PostEditor post={loaded.value} />;
}

export default function EditPost() {
  const { id = '' } = useParams();
  return (
    <Screen title={t(screenName('/content/blog/:id/edit'))} lead={t('Change a post and publish the new version.')} wide>
      <PortalNav />
      <OpenPost key={id} id={id} />
    </Screen>
  );
}

/** Back to the list of posts, when the role may open it. */
function BackToPosts() {
  return useCanOpen(POSTS_PATH) ? (
    <p>
      <Link to={POSTS_PATH}>{t('Back to posts')}</Link>
    </p>
  ) : null;
}
