import type { EditorPost, FieldErrors, ImageChoice } from '@sla/data';
import { fieldErrors, postInput, type PostInput } from '@sla/contract/schemas';

/** The post editor's form: the fields of postInput as the form holds them ('' for no category). */
export type PostDraft = {
  title: string;
  slug: string;
  summary: string;
  categoryId: string;
  authorName: string;
  coverImage: ImageChoice | null;
  body: string;
  seoDescription: string;
  socialImage: ImageChoice | null;
};

export function emptyDraft(authorName = ''): PostDraft {
  return {
    title: '',
    slug: '',
    summary: '',
    categoryId: '',
    authorName,
    coverImage: null,
    body: '',
    seoDescription: '',
    socialImage: null,
  };
}

export function draftOf(post: EditorPost): PostDraft {
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    categoryId: post.categoryId ?? '',
    authorName: post.authorName,
    coverImage: post.coverImage,
    body: post.body,
    seoDescription: post.seoDescription,
    socialImage: post.socialImage,
  };
}

/** What the service is sent for the draft; `baseVersion` is the version the editor holds (none when creating). */
export function inputOf(draft: PostDraft, baseVersion?: number, autosave = false): PostInput {
  const input: PostInput = { ...draft, categoryId: draft.categoryId || null };
  if (baseVersion !== undefined) input.baseVersion = baseVersion;
  // The service keeps fewer versions of autosaves than of saves someone asked for.
  if (autosave) input.autosave = true;
  return input;
}

/** The image fields: an error about an image's alt text or address shows beside the image's picker. */
const IMAGE_FIELDS = ['coverImage', 'socialImage'];

/** Field errors as the editor shows them: "coverImage.alt" under "coverImage". */
export function foldImageErrors(errors: FieldErrors): FieldErrors {
  const folded: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const field = name.split('.')[0]!;
    const key = IMAGE_FIELDS.includes(field) ? field : name;
    folded[key] ??= message;
  }
  return folded;
}

/** The draft checked with the shared schema, as the service will check it: its errors by field, or nothing wrong. */
export function draftErrors(draft: PostDraft): FieldErrors | null {
  const checked = postInput.safeParse(inputOf(draft));
  return checked.success ? null : foldImageErrors(fieldErrors(checked.error.issues));
}
