import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from '@sla/router';
import { api, routes, type ContentChange } from '@sla/data';
import type { EditorPostsQuery } from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { KeysetTable, useKeysetList } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { useCanOpen } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { LiveBadge } from '../live/LiveBadge.js';
import { useLiveChanges } from '../live/useLiveChanges.js';
import { PostFiltersBar } from '../posts/PostFiltersBar.js';
import { filtersFromParams, filtersToParams, hasFilters, postsQueryOf, type PostFilters } from '../posts/postFilters.js';
import { PostRow } from '../posts/PostRow.js';
import { useCategories } from '../posts/useCategories.js';
import '../content.css';

// Module level: useKeysetList needs a stable loader.
const loadPosts = (query: EditorPostsQuery) => api(routes.listEditorPosts, { query });
const NEW_POST_PATH = '/content/blog/new';

/** How long "Updated just now: …" stays after a live change. */
export const LIVE_NOTE_MS = 8000;

/** What the note says for each action; any other is "changed". */
const LIVE_NOTES: ReadonlyMap<string, string> = new Map([
  ['saved', msg('Updated just now: {name} saved a post.')],
  ['published', msg('Updated just now: {name} published a post.')],
  ['scheduled', msg('Updated just now: {name} scheduled a post.')],
  ['unpublished', msg('Updated just now: {name} unpublished a post.')],
  ['archived', msg('Updated just now: {name} archived a post.')],
  ['deleted', msg('Updated just now: {name} deleted a post.')],
  ['created', msg('Updated just now: {name} created a post.')],
]);
const CHANGED_NOTE = msg('Updated just now: {name} changed a post.');

/** "Ada Editor published a post." */
const liveNoteOf = (change: ContentChange) => t(LIVE_NOTES.get(change.action) ?? CHANGED_NOTE, { name: change.byName });

/** What the screen that sent someone here wants said (the editor, after deleting a post). */
function noticeFrom(state: unknown): string {
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : '';
}

/**
 * Every post, newest first, filtered by status, category and words in the title (all in the URL, so a
 * filtered list can be linked); the list follows other editors' saves as they happen.
 */
export default function Posts() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useKeysetList(loadPosts, postsQueryOf(filters));
  const categories = useCategories();
  // The New post screen's own guard decides whether it is offered.
  const canCreate = useCanOpen(NEW_POST_PATH);
  const [liveNote, setLiveNote] = useState('');
  const notice = noticeFrom(location.state);

  const live = useLiveChanges(
    ['post'],
    (change) => {
      list.refresh();
      setLiveNote(liveNoteOf(change));
    },
    list.refresh,
  );

  useEffect(() => {
    if (!liveNote) return;
    const timer = setTimeout(() => setLiveNote(''), LIVE_NOTE_MS);
    return () => clearTimeout(timer);
  }, [liveNote]);

  const path = location.pathname;
  const changeFilters = useCallback(
    (next: PostFilters) => {
      // A search applied after a pause must not pull someone back here who has since followed a link.
      if (window.location.pathname !== path) return;
      // Replace, not push: each keystroke of a search should not become a step of Back.
      setParams((current) => filtersToParams(next, current), { replace: true });
    },
    [path, setParams],
  );

  const filtered = hasFilters(filters);
  const empty = filtered ? (
    <div className="empty-state empty-prompt">
      <p>{t('No posts match these filters.')}</p>
      <button
        type="button"
        className="button button--outline"
        onClick={() => changeFilters({ status: '', categoryId: '', q: '' })}
      >
        {t('Clear filters')}
      </button>
    </div>
  ) : (
    <div className="empty-state empty-prompt">
      <p>{t('No posts yet. Stories written here appear on the public site once they are published.')}</p>
      {canCreate ? (
        <Link className="button button--primary" to={NEW_POST_PATH}>
          {t('Write the first post')}
        </Link>
      ) : null}
    </div>
  );

  return (
    <Screen title={t(screenName('/content/blog'))} lead={t('Every post, newest first, with its status.')} wide>
      <PortalNav />
      <div className="posts-head">
        <LiveBadge state={live} />
        {canCreate ? (
          <Link className="button button--primary" to={NEW_POST_PATH}>
            {t('New post')}
          </Link>
        ) : null}
      </div>
      <SuccessNotice message={notice} />
      <p className="live-note" role="status">
        {liveNote}
      </p>
      <PostFiltersBar
        filters={filters}
        onChange={changeFilters}
        categories={categories.status === 'ready' ? categories.value : null}
      />
      <KeysetTable
        list={list}
        noun={[t('post'), t('posts')]}
        caption={t('Posts')}
        loadingLabel={t('Loading posts…')}
        errorTitle={t('The posts could not be loaded')}
        columns={[t('Title'), t('Status'), t('Category'), t('Author'), t('Last change'), t('Publishes')]}
        stacked
        row={(post) => <PostRow key={post.id} post={post} />}
        empty={empty}
        more={t('older ones available')}
        moreLabel={t('Load more')}
      />
    </Screen>
  );
}
