import { eventTranslationInput, postTranslationInput, programPageTranslationInput } from '@sla/contract/schemas';
import type * as z from 'zod/mini';
import type { Db } from '../../db/database.js';
import type { TranslationKind } from '../../db/schema.js';
import { findEvent } from '../events/findEvent.js';
import { findPost } from '../posts/findPost.js';
import { findProgramPage } from '../programPages/findProgramPage.js';

/**
 * What can have a French version, and how each is found and checked: the same look-up (404 in words) and the same
 * permission as editing the item itself.
 */
export interface TranslationSubject {
  kind: TranslationKind;
  /** For the audit log's context: get_<name>_translation, save_…, delete_…. */
  name: 'post' | 'event' | 'program_page';
  /** The audit context's key for the item's id, as the item's own endpoints write it. */
  idKey: 'postId' | 'eventId' | 'programId';
  /** The item, or 404 in words; `lock` holds it for the rest of the transaction. */
  find(db: Db, id: string, options?: { lock?: boolean }): Promise<unknown>;
  input: z.ZodMiniType<Record<string, unknown>>;
}

export const POST_TRANSLATIONS: TranslationSubject = {
  kind: 'content',
  name: 'post',
  idKey: 'postId',
  find: findPost,
  input: postTranslationInput,
};

export const EVENT_TRANSLATIONS: TranslationSubject = {
  kind: 'content',
  name: 'event',
  idKey: 'eventId',
  find: findEvent,
  input: eventTranslationInput,
};

export const PROGRAM_PAGE_TRANSLATIONS: TranslationSubject = {
  kind: 'program',
  name: 'program_page',
  idKey: 'programId',
  find: findProgramPage,
  input: programPageTranslationInput,
};
