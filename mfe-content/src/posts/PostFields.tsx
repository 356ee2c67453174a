import type { Category, EditorPost, FieldErrors } from '@sla/data';
import { slugFrom } from '@sla/domain';
import { Field } from '@sla/forms';
import { t } from '@sla/i18n';
import type { PostDraft } from './postDraft.js';

/** Ids of the editor's controls: stable, so focus can be put back after the editor is made again (see handoff). */
export const FIELD_IDS = {
  title: 'post-title',
  slug: 'post-slug',
  summary: 'post-summary',
  categoryId: 'post-category',
  authorName: 'post-author',
  body: 'post-body',
  seoDescription: 'post-seo-description',
} as const;

/** What the public address will be: the site's own, then /blog/<address>. */
export function publicAddress(slug: string): string {
  return `${window.location.origin}/blog/${slug || '…'}`;
}

/**
 * The post's title, address, summary, category and author. The address follows the title (the same
 * rule as the service's, slugFrom) until someone types one.
 */
export function PostFields({
  draft,
  errors,
  post,
  onTitle,
  onSlug,
  onChange,
  categories,
}: {
  draft: PostDraft;
  errors: FieldErrors;
  /** The post as saved (null while new): a published post's address change keeps the old one working. */
  post: EditorPost | null;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  onChange: (patch: Partial<PostDraft>) => void;
  /** null while loading or when they could not be loaded. */
  categories: readonly Category[] | null;
}) {
  const shownSlug = draft.slug || slugFrom(draft.title);
  const movesPublished = post?.status === 'published' && draft.slug && draft.slug !== post.slug;
  const knownCategory = categories?.some((category) => category.id === draft.categoryId);

  return (
    <>
      <Field label={t('Title')} error={errors.title} id={FIELD_IDS.title} required>
        {(control) => (
          <input {...control} type="text" maxLength={200} value={draft.title} onChange={(event) => onTitle(event.target.value)} />
        )}
      </Field>
      <Field
        label={t('Address')}
        id={FIELD_IDS.slug}
        error={errors.slug}
        hintBelow
        hint={
          <>
            <span className="post-editor__address">{publicAddress(shownSlug)}</span>
            {movesPublished ? (
              <> {t('The old address, {path}, will keep working: it leads here.', { path: `/blog/${post.slug}` })}</>
            ) : null}
            {!draft.slug ? <> {t('Made from the title.')}</> : null}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
            value={draft.slug}
            placeholder={slugFrom(draft.title)}
            onChange={(event) => onSlug(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('Summary')}
        hint={t('One or two sentences, shown in lists and under the title.')}
        error={errors.summary}
        id={FIELD_IDS.summary}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={500}
            value={draft.summary}
            onChange={(event) => onChange({ summary: event.target.value })}
          />
        )}
      </Field>
      <Field
        label={t('Category')}
        id={FIELD_IDS.categoryId}
        error={errors.categoryId}
        hint={categories ? undefined : t('The categories could not be loaded; the post keeps the one it has.')}
      >
        {(control) => (
          <select {...control} value={draft.categoryId} onChange={(event) => onChange({ categoryId: event.target.value })}>
            <option value="">{t('No category')}</option>
            {(categories ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
            {draft.categoryId && !knownCategory ? (
              <option value={draft.categoryId}>
                {post?.category?.id === draft.categoryId ? post.category.name : t('The chosen category')}
              </option>
            ) : null}
          </select>
        )}
      </Field>
      <Field
        label={t('Author')}
        hint={t('The name shown with the story.')}
        error={errors.authorName}
        id={FIELD_IDS.authorName}
        optional
      >
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={120}
            value={draft.authorName}
            onChange={(event) => onChange({ authorName: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
