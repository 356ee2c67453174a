import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@sla/router';
import { useIdentity } from '@sla/auth';
import {
  api,
  errorMessage,
  FIELDS_NEED_ATTENTION,
  invalidInput,
  isDataError,
  orNull,
  routes,
  type EditorPost,
  type PostTranslationFields,
} from '@sla/data';
import { CONTENT_MESSAGES, postTranslationInput, type PostTranslationInput, type PublishInput } from '@sla/contract/schemas';
import { slugFrom } from '@sla/domain';
import { FormProblem, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { useCan } from '@sla/portal-kit';
import { AutosaveStatusText } from '../editor/AutosaveStatusText.js';
import { ConflictDialog } from '../editor/ConflictDialog.js';
import { formatInZone } from '../editor/format.js';
import { ImagePicker } from '../editor/ImagePicker.js';
import { KeptText } from '../editor/KeptText.js';
import { MarkdownEditor } from '../editor/MarkdownEditor.js';
import { isConflict, isSlugTaken } from '../editor/saveErrors.js';
import { useAutosave } from '../editor/useAutosave.js';
import { leaveOnPurpose, useLeaveGuard } from '@sla/portal-kit/writing';
import { VersionsPanel } from '../editor/VersionsPanel.js';
import type { VersionsSource } from '../editor/versionsSource.js';
import { POST_FRENCH_FIELDS, withImage } from '../translations/frenchFields.js';
import { FrenchVersionPanel } from '../translations/FrenchVersionPanel.js';
import type { TranslationsSource } from '../translations/translationsSource.js';
import { DeletePostDialog } from './DeletePostDialog.js';
import { focusNow, handOff, type PostHandoff } from './handoff.js';
import { draftErrors, draftOf, emptyDraft, foldImageErrors, inputOf, type PostDraft } from './postDraft.js';
import { postCompareFields } from './postFields.js';
import { FIELD_IDS, PostFields } from './PostFields.js';
import { SeoFields } from './SeoFields.js';
import { StatusPanel } from './StatusPanel.js';
import { useCategories } from './useCategories.js';

/** A post's saved versions. */
const postVersions: VersionsSource<EditorPost> = {
  list: async (id) => (await api(routes.listPostVersions, { params: { id } })).items,
  get: (id, number) => orNull(api(routes.getPostVersion, { params: { id, version: String(number) } })),
  restore: (id, number) => api(routes.restorePostVersion, { params: { id, version: String(number) } }),
};

/** A post's French version. */
const postTranslations: TranslationsSource<PostTranslationFields, PostTranslationInput> = {
  get: (id, locale) => orNull(api(routes.getPostTranslation, { params: { id, locale } })),
  save: (id, locale, body) => api(routes.savePostTranslation, { params: { id, locale }, body }),
  remove: (id, locale) => api(routes.deletePostTranslation, { params: { id, locale } }),
};

/** What the editor says once a status change is done. */
function statusNotice(post: EditorPost): string {
  switch (post.status) {
    case 'published':
      return t('Published: visitors see it at {path} now.', { path: post.publicPath });
    case 'scheduled':
      return post.publishedAt
        ? t('Scheduled: publishes {moment}.', { moment: formatInZone(post.publishedAt, post.timeZone) })
        : t('Scheduled.');
    case 'archived':
      return t('Archived: it is no longer on the site.');
    case 'draft':
      return t('Unpublished: it is a draft again and no longer on the site.');
  }
}

const savedNotice = (post: EditorPost) =>
  post.status === 'published'
    ? t('Updated: the public page shows the change now.')
    : post.status === 'scheduled'
      ? t('Updated: the change goes live with the post.')
      : t('Draft saved.');

/** A new post's address follows its title; a saved one's does if it is a draft whose address was never typed. */
const followsTitle = (post: EditorPost | null) => !post || (post.status === 'draft' && post.slug === slugFrom(post.title));

/**
 * Writes one post (a new one when `post` is null): its fields checked with the shared schema, drafts
 * saved a few seconds after typing stops, a published post only on "Update"; status, versions and,
 * when two editors saved at once, both texts to choose from. Nothing typed is lost on any path.
 */
export function PostEditor({ post: given, handoff = null }: { post: EditorPost | null; handoff?: PostHandoff | null }) {
  const navigate = useNavigate();
  const identity = useIdentity();
  const canPublish = useCan('publish_content');
  const canDelete = useCan('delete_content');
  const categories = useCategories();
  const titleId = useId();
  const root = useRef<HTMLFormElement>(null);

  const [post, setPost] = useState<EditorPost | null>(handoff?.post ?? given);
  const [draft, setDraft] = useState<PostDraft>(
    () =>
      handoff?.draft ??
      (given ? draftOf(given) : emptyDraft(identity.status === 'signed-in' ? (identity.user.displayName ?? '') : '')),
  );
  const [slugTouched, setSlugTouched] = useState(() => handoff?.slugTouched ?? !followsTitle(given));
  // 'open' shows both texts; 'dismissed' keeps autosave off until an explicit save meets the question again.
  const [conflict, setConflict] = useState<'open' | 'dismissed' | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const [notice, setNotice] = useState(handoff?.notice ?? '');
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useFormState({});

  // Read by saves as they run, not as they were when started: the id once created, the version after each save.
  const saved = useRef({ id: post?.id ?? null, version: post?.version });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Deleted, or carried on by the editor at the post's own address: nothing more is saved from here.
  const stopped = useRef(false);
  const latest = useRef({ draft, slugTouched });
  useEffect(() => {
    latest.current = { draft, slugTouched };
  });

  const status = post?.status ?? 'draft';
  const problems = draftErrors(draft);
  const autosaving = status === 'draft' && conflict === null;
  const categoryList = categories.status === 'ready' ? categories.value : null;
  const compareFields = postCompareFields(categoryList ?? []);

  /**
   * Saves one draft after any save already on its way, so two never race and each carries the latest
   * version. `created` says this save made the post; null means the editor was handed over or the post
   * deleted meanwhile, and nothing more is saved from here.
   */
  const persist = useCallback((sending: PostDraft, autosave = false): Promise<{ post: EditorPost; created: boolean } | null> => {
    const run = async () => {
      if (stopped.current) return null;
      const found = draftErrors(sending);
      if (found) throw invalidInput(found);
      const { id, version } = saved.current;
      const result = id
        ? await api(routes.updatePost, { params: { id }, body: inputOf(sending, version, autosave) })
        : // An address that only follows the title is left to the service, which picks a free one ("-2") on a clash.
          await api(routes.createPost, { body: inputOf(latest.current.slugTouched ? sending : { ...sending, slug: '' }) });
      saved.current = { id: result.id, version: result.version };
      return { post: result, created: !id };
    };
    const next = queue.current.then(run, run);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /** A post just created here moves to its own address, where its editor carries on exactly as it was. */
  const carryOn = (created: EditorPost, sent: PostDraft, said: string) => {
    stopped.current = true;
    const moved = created.slug !== sent.slug;
    handOff({
      post: created,
      draft: moved ? { ...latest.current.draft, slug: created.slug } : latest.current.draft,
      savedDraft: moved ? { ...sent, slug: created.slug } : sent,
      slugTouched: latest.current.slugTouched || moved,
      focus: focusNow(),
      notice: moved
        ? `${said} ${t('Another post has the address {taken}, so this one is {slug}. You can change it under Address.', { taken: sent.slug, slug: created.slug })}`
        : said,
    });
    leaveOnPurpose(() => navigate(`/content/blog/${encodeURIComponent(created.id)}/edit`, { replace: true }));
  };

  const refuse = (error: unknown) => {
    if (isSlugTaken(error))
      return form.refuse({ slug: t((isDataError(error) && error.fieldErrors.slug) || CONTENT_MESSAGES.slugTaken) });
    if (isConflict(error)) return setConflict('open');
    if (isDataError(error) && error.code === 'invalid_input')
      return form.refuse(
        foldImageErrors(error.fieldErrors),
        t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }),
      );
    if (isDataError(error) && error.code === 'not_found')
      return form.refuse(
        {},
        t('{problem} Your text is still here: copy it before you leave.', { problem: t(CONTENT_MESSAGES.noSuchPost) }),
      );
    form.refuse({}, t('Not saved. {error}', { error: t(errorMessage(error)) }));
  };

  const focusFirstProblem = () =>
    setTimeout(() =>
      root.current?.querySelector<HTMLElement>('[aria-invalid="true"]:is(input, textarea, select, fieldset)')?.focus(),
    );

  const autosave = useAutosave(
    draft,
    (sending) =>
      persist(sending, true).then(
        (result) => {
          if (!result) return;
          setPost(result.post);
          form.reset();
          if (result.created) carryOn(result.post, sending, t('Draft saved.'));
        },
        (error: unknown) => {
          refuse(error);
          throw error;
        },
      ),
    { enabled: autosaving && !problems, savedValues: handoff?.savedDraft },
  );
  // A draft's editor saves as it closes, so moving elsewhere in the site needs no question.
  useLeaveGuard(autosave.dirty, { savesOnLeave: autosaving && !problems });

  /** Saves unsaved changes (creating the post if new); null when refused (the reasons shown) or handed over. */
  const saveNow = async (): Promise<{ post: EditorPost; created: boolean } | null> => {
    const sending = draft;
    const found = draftErrors(sending);
    if (found) {
      form.refuse(found, t('{problem} Nothing was saved.', { problem: t(FIELDS_NEED_ATTENTION) }));
      focusFirstProblem();
      return null;
    }
    try {
      const result = await persist(sending);
      if (!result) return null;
      autosave.markSaved(sending);
      setPost(result.post);
      form.reset();
      setConflict(null);
      return result;
    } catch (error) {
      refuse(error);
      focusFirstProblem();
      return null;
    }
  };

  const save = async () => {
    if (saving) return;
    setNotice('');
    setSaving(true);
    const result = await saveNow();
    setSaving(false);
    if (!result) return;
    if (result.created) carryOn(result.post, draft, savedNotice(result.post));
    else setNotice(savedNotice(result.post));
  };

  const changeStatus = async (input: PublishInput) => {
    setNotice('');
    let id = saved.current.id;
    let created = false;
    if (!id || autosave.dirty) {
      const result = await saveNow();
      if (!result) throw invalidInput({});
      id = result.post.id;
      created = result.created;
    }
    const result = await api(routes.setPostStatus, { params: { id }, body: input });
    saved.current = { id: result.id, version: result.version };
    setPost(result);
    if (created) carryOn(result, draft, statusNotice(result));
    else setNotice(statusNotice(result));
  };

  /** Puts a saved text (theirs, or a restored version) in the editor as the one saved last. */
  const load = (item: EditorPost) => {
    saved.current = { id: item.id, version: item.version };
    const next = draftOf(item);
    setDraft(next);
    setPost(item);
    autosave.markSaved(next);
    setSlugTouched(!followsTitle(item));
    setConflict(null);
    form.reset();
  };

  const change = (patch: Partial<PostDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    for (const name of Object.keys(patch)) form.clearFieldErrors(name);
    setNotice('');
  };

  useEffect(() => {
    const focus = handoff?.focus;
    if (!focus) return;
    // After the screen's heading has taken focus, as every new screen's does.
    const timer = setTimeout(() => {
      const element = document.getElementById(focus.id);
      element?.focus();
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && focus.start !== null)
        element.setSelectionRange(focus.start, focus.end ?? focus.start);
    });
    return () => clearTimeout(timer);
  }, [handoff]);

  const errors = form.fieldErrors;
  const waiting = !autosaving
    ? status === 'draft'
      ? t('Unsaved changes')
      : t('Unsaved changes: they go live when you press Update')
    : problems
      ? problems.title
        ? t('Unsaved changes: give the post a title to save them')
        : t('Unsaved changes: fix the marked fields to save them')
      : t('Unsaved changes');

  return (
    <div className="post-editor">
      <form
        ref={root}
        className="post-editor__main"
        aria-labelledby={titleId}
        // Enter in a field does not save: a published post's half-typed change must never go live by accident.
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <h2 id={titleId} className="post-editor__title">
          {draft.title.trim() || t('Untitled post')}
        </h2>
        {post?.creditUid ? <p className="post-editor__credit">{t('From a story by {name}', { name: post.authorName })}</p> : null}
        <SuccessNotice message={notice} />
        <FormProblem
          message={
            form.failure ??
            (conflict === 'dismissed'
              ? t('Not saved: someone changed this since you opened it. Save to compare the two texts again.')
              : null)
          }
        />
        {kept !== null ? <KeptText text={kept} onDismiss={() => setKept(null)} /> : null}
        <PostFields
          draft={draft}
          errors={errors}
          post={post}
          categories={categoryList}
          onTitle={(title) => change(slugTouched ? { title } : { title, slug: slugFrom(title) })}
          onSlug={(slug) => {
            // Emptied, the address follows the title again.
            setSlugTouched(slug !== '');
            change({ slug });
          }}
          onChange={change}
        />
        <ImagePicker
          label={t('Cover image')}
          hint={t('Shown at the top of the story and beside it in lists.')}
          value={draft.coverImage}
          error={errors.coverImage}
          onChange={(coverImage) => change({ coverImage })}
        />
        <MarkdownEditor
          label={t('Story')}
          id={FIELD_IDS.body}
          hint={t(
            'Markdown: **bold**, _italic_, ## a heading, - a list, [a link](https://…). The preview shows it as visitors will.',
          )}
          value={draft.body}
          error={errors.body}
          onChange={(body) => change({ body })}
        />
        <SeoFields draft={draft} errors={errors} onChange={change} />
        <div className="save-bar">
          <button type="button" className="button button--primary" onClick={() => void save()} disabled={saving}>
            {saving ? t('Saving…') : status === 'draft' ? t('Save draft') : t('Update')}
          </button>
          <AutosaveStatusText state={autosave.state} dirty={autosave.dirty} waitingText={waiting} />
        </div>
      </form>
      <div className="post-editor__side">
        <StatusPanel
          post={post}
          canPublish={canPublish}
          canDelete={canDelete}
          onStatus={changeStatus}
          onDelete={() => setDeleting(true)}
        />
        {post ? (
          <VersionsPanel
            versions={postVersions}
            id={post.id}
            currentVersion={post.version}
            current={draft}
            fields={compareFields}
            unsaved={autosave.dirty}
            onRestored={(item) => {
              load(item);
              setNotice(t('Restored: that text is saved as version {number}.', { number: item.version }));
            }}
          />
        ) : null}
      </div>
      {post ? (
        <FrenchVersionPanel
          translations={postTranslations}
          id={post.id}
          fields={withImage(POST_FRENCH_FIELDS, draft.coverImage !== null)}
          english={{
            title: draft.title,
            summary: draft.summary,
            body: draft.body,
            seoDescription: draft.seoDescription,
            coverImageAlt: draft.coverImage?.alt ?? '',
          }}
          schema={postTranslationInput}
        />
      ) : null}
      {conflict === 'open' && post ? (
        <ConflictDialog
          loadLatest={() => orNull(api(routes.getEditorPost, { params: { id: post.id } }))}
          mine={draft}
          valuesOf={draftOf}
          fields={compareFields}
          onKeepMine={(theirs) => {
            saved.current = { id: theirs.id, version: theirs.version };
            setConflict(null);
            void save();
          }}
          onTakeTheirs={(theirs, mine) => {
            load(theirs);
            setKept(mine);
            setNotice(t('Their version (version {number}) is in the editor now.', { number: theirs.version }));
          }}
          onCancel={() => setConflict('dismissed')}
        />
      ) : null}
      {deleting && post ? (
        <DeletePostDialog
          post={post}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            stopped.current = true;
            leaveOnPurpose(() =>
              navigate('/content/blog', { state: { notice: t('Deleted “{title}”.', { title: post.title }) } }),
            );
          }}
        />
      ) : null}
    </div>
  );
}
