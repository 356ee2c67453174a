import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentLanguage, FaqEntry } from '@sla/contract';
import { contentTranslations, type ContentRow, type ProgramRow, type TranslationKind } from '../../db/schema.js';

/** The fields of a stored translation, or null when the item has none in the language asked for. */
export type TranslationFields = Record<string, unknown> | null;

/**
 * The condition joining an item's translation in the request's language: none for English, the source language, so
 * `contentTranslations.fields` is then null for every row.
 */
export function translationIn(kind: TranslationKind, subjectId: AnyPgColumn, locale: ContentLanguage): SQL {
  if (locale === 'en') return sql`false`;
  return and(
    eq(contentTranslations.kind, kind),
    eq(contentTranslations.subjectId, subjectId),
    eq(contentTranslations.locale, locale),
  )!;
}

const text = (fields: Record<string, unknown>, name: string): string | undefined =>
  typeof fields[name] === 'string' ? (fields[name] as string) : undefined;

/**
 * A post or an event with its translated fields in place of the English ones, and the language its text is in. The
 * French replaces each text field; an empty French image description or place keeps the English one.
 */
export function translatedContent(row: ContentRow, fields: TranslationFields): { row: ContentRow; language: ContentLanguage } {
  if (!fields) return { row, language: 'en' };
  return {
    row: {
      ...row,
      title: text(fields, 'title') || row.title,
      summary: text(fields, 'summary') ?? row.summary,
      body: text(fields, 'body') ?? row.body,
      seoDescription: row.type === 'post' ? (text(fields, 'seoDescription') ?? row.seoDescription) : row.seoDescription,
      eventLocation: row.type === 'event' ? text(fields, 'location') || row.eventLocation : row.eventLocation,
      coverImageAlt: text(fields, 'coverImageAlt') || row.coverImageAlt,
    },
    language: 'fr',
  };
}

/** A programme with its page's translated texts in place of the English ones (the name stays), and their language. */
export function translatedProgram(row: ProgramRow, fields: TranslationFields): { row: ProgramRow; language: ContentLanguage } {
  if (!fields) return { row, language: 'en' };
  return {
    row: {
      ...row,
      summary: text(fields, 'summary') || row.summary,
      description: text(fields, 'description') ?? row.description,
      whoFor: text(fields, 'eligibility') ?? row.whoFor,
      howToApply: text(fields, 'howToApply') ?? row.howToApply,
      faq: Array.isArray(fields.faq) ? (fields.faq as FaqEntry[]) : row.faq,
      heroImageAlt: text(fields, 'heroImageAlt') || row.heroImageAlt,
    },
    language: 'fr',
  };
}
