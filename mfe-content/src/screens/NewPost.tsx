import { useEffect } from 'react';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { PostEditor } from '../posts/PostEditor.js';
import '../content.css';

/** A new post: its first save creates it, and the editor carries on at the post's own address. */
export default function NewPost() {
  // The editor moves to /content/blog/<id>/edit after the first save: have that screen's code ready by then.
  useEffect(() => void import('./EditPost.js'), []);
  return (
    <Screen
      title={t(screenName('/content/blog/new'))}
      lead={t('Write a story; save it as a draft, preview it, then publish.')}
      wide
    >
      <PortalNav />
      <PostEditor post={null} />
    </Screen>
  );
}
