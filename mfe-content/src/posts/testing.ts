import type { Category, EditorPost, EditorPostSummary } from '@sla/data';

export function editorPost(overrides: Partial<EditorPost> = {}): EditorPost {
  const slug = overrides.slug ?? 'harvest-diaries';
  return {
    id: 'p-1',
    slug,
    title: 'Harvest diaries',
    status: 'draft',
    category: null,
    authorName: 'Ada Editor',
    publishedAt: null,
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedByName: 'Ada Editor',
    version: 3,
    summary: 'What a season in the field taught us.',
    categoryId: null,
    coverImage: null,
    body: 'It began with rain.',
    seoDescription: '',
    socialImage: null,
    timeZone: 'Africa/Lagos',
    creditUid: null,
    createdAt: '2026-11-18T09:00:00.000Z',
    publicPath: `/blog/${slug}`,
    ...overrides,
  };
}

export function postSummary(overrides: Partial<EditorPostSummary> = {}): EditorPostSummary {
  const post = editorPost(overrides);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    status: post.status,
    category: post.category,
    authorName: post.authorName,
    publishedAt: post.publishedAt,
    timeZone: post.timeZone,
    updatedAt: post.updatedAt,
    updatedByName: post.updatedByName,
    version: post.version,
  };
}

export function category(overrides: Partial<Category> = {}): Category {
  return { id: 'c-1', name: 'Field notes', nameFr: '', slug: 'field-notes', position: 1, postCount: 2, ...overrides };
}
