import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { markdownImages, STORY_PICTURES_MAX, type submissionInput } from '@sla/contract/schemas';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import type * as z from 'zod/mini';
import type { Db } from '../../db/database.js';
import { media, mediaVariants } from '../../db/schema.js';
import { variantUrl } from '../media/toMediaItem.js';
import { pictureIdsIn } from './storyPictureAddress.js';

type StoryInput = z.output<typeof submissionInput>;

export interface StoryCover {
  coverMediaId: string | null;
  coverUrl: string | null;
  coverAlt: string;
}

/**
 * Inside the transaction that sends or changes story `storyId`: every site picture its text shows must be a library
 * image (public already) or one of the author's own story pictures that is in no other story; the cover must be one of
 * the latter. Those become the story's; the story's pictures it no longer shows are deleted (nothing else may show them).
 * Refusals are 400s on the field at fault, in words. Answers the cover's columns.
 */
export async function attachStoryPictures(
  tx: Db,
  { authorUid, storyId, input }: { authorUid: string; storyId: string; input: StoryInput },
): Promise<StoryCover> {
  const bodyIds = pictureIdsIn(input.body);
  const coverId = input.cover?.mediaId ?? null;
  const wanted = [...new Set([...bodyIds, ...(coverId ? [coverId] : [])])];
  if (wanted.length > STORY_PICTURES_MAX)
    throw new DataError('invalid_input', STORY_MESSAGES.tooManyPictures, { body: STORY_MESSAGES.tooManyPictures });
  const rows = wanted.length
    ? await tx
        .select({ id: media.id, scope: media.scope, uploadedBy: media.uploadedBy, storyId: media.storyId })
        .from(media)
        .where(inArray(media.id, wanted))
        .for('update')
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Someone else's picture, or one sent with another story, is refused as if it did not exist: its address says nothing.
  const ownPicture = (id: string) => {
    const row = byId.get(id);
    return row?.scope === 'story' && row.uploadedBy === authorUid && (row.storyId === null || row.storyId === storyId);
  };
  if (bodyIds.some((id) => byId.get(id)?.scope !== 'library' && !ownPicture(id)))
    throw new DataError('invalid_input', STORY_MESSAGES.pictureGone, { body: STORY_MESSAGES.pictureGone });
  if (coverId && !ownPicture(coverId))
    throw new DataError('invalid_input', STORY_MESSAGES.coverGone, { cover: STORY_MESSAGES.coverGone });

  const kept = wanted.filter(ownPicture);
  // Each keeps the description the story gives it, which the library offers once the story is published.
  const altOf = new Map(markdownImages(input.body).map((image) => [image.url.split('/')[3], image.alt] as const));
  if (coverId) altOf.set(coverId, input.cover!.alt);
  for (const id of kept)
    await tx
      .update(media)
      .set({ storyId, alt: altOf.get(id) ?? '' })
      .where(eq(media.id, id));
  await tx
    .delete(media)
    .where(and(eq(media.storyId, storyId), eq(media.scope, 'story'), kept.length ? notInArray(media.id, kept) : undefined));
  if (!coverId) return { coverMediaId: null, coverUrl: null, coverAlt: '' };
  const [largest] = await tx
    .select({ width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, coverId))
    .orderBy(desc(mediaVariants.width))
    .limit(1);
  return { coverMediaId: coverId, coverUrl: variantUrl(coverId, largest?.width ?? 0), coverAlt: input.cover!.alt };
}
