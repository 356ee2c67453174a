import * as z from 'zod/mini';

/** One saved version of a post, an event or a programme page, without its text. */
export const contentVersionSummary = z.strictObject({
  version: z.int(),
  savedAt: z.string(),
  savedByName: z.string(),
  /** Kept by the editor's autosave rather than an explicit save. */
  autosave: z.boolean(),
});
export type ContentVersionSummary = z.output<typeof contentVersionSummary>;

/** A saved version with the editable fields as they were saved (the same names as the editing input). */
export const contentVersion = z.strictObject({
  ...contentVersionSummary.shape,
  snapshot: z.record(z.string(), z.unknown()),
});
export type ContentVersion = z.output<typeof contentVersion>;

export const versionList = z.strictObject({ items: z.array(contentVersionSummary) });
