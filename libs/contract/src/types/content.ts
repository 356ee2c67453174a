/** Content items (table content: id, type, status, createdAt, updatedAt and the fields below). */
export type ContentType = 'post' | 'event' | 'page';
/** Scheduled items count as published once their publishedAt has passed. */
export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';
/**
 * The language an item's text is in. Public answers are in the request's language (Accept-Language) when the item
 * has a version in it; otherwise in English, and `language` says so.
 */
export type ContentLanguage = 'en' | 'fr';

/** The public site's stories and events: declared with their operations (contract/site/pages). */
export type { CategoryCount, CategoryRef, CoverImage, Post, PostSummary, PublicEvent } from '../operations/site/pages.js';
