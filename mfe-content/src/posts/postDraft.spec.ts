import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, emptyDraft, foldImageErrors, inputOf } from './postDraft.js';
import { editorPost } from './testing.js';

describe('the post draft', () => {
  it('is checked with the shared schema, naming the field', () => {
    expect(draftErrors(emptyDraft())).toEqual({ title: 'Give the post a title.' });
    expect(draftErrors({ ...emptyDraft(), title: 'A', slug: 'Not An Address' })).toEqual({
      slug: 'Use lower-case words joined by -, e.g. my-first-story.',
    });
    expect(draftErrors({ ...emptyDraft(), title: 'A' })).toBeNull();
  });

  it('shows an image’s missing alt text beside its picker', () => {
    const draft = { ...emptyDraft(), title: 'A', coverImage: { mediaId: 'm-1', url: '/a.webp', alt: ' ' } };
    expect(draftErrors(draft)).toEqual({ coverImage: 'Describe the image for people who cannot see it.' });
    expect(foldImageErrors({ 'socialImage.url': 'x', title: 'y' })).toEqual({ socialImage: 'x', title: 'y' });
  });

  it('sends no category as null and carries the version the editor holds', () => {
    const draft = draftOf(editorPost({ categoryId: null }));
    expect(inputOf(draft, 3)).toMatchObject({ categoryId: null, baseVersion: 3, title: 'Harvest diaries' });
    expect(inputOf({ ...draft, categoryId: 'c-1' })).not.toHaveProperty('baseVersion');
  });
});
