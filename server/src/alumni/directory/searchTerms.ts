import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Trigram indexes need three characters to narrow a search: shorter words alone fall back to a prefix match. */
export const TRIGRAM_LENGTH = 3;

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the search box asks for, read once: the words to find, or a name prefix for a very short search. */
export type SearchTerms = { kind: 'none' } | { kind: 'words'; words: string[] } | { kind: 'prefix'; prefix: string };

/**
 * The search, trimmed and split into words (any run of white space). Every word must appear somewhere in the
 * audience's name, field or institution, in any order, so "nairobi bio" finds "Biology ... University of Nairobi".
 *
 * When no word is three characters long (say "li" or "k m"), a trigram index cannot help and "%li%" would match
 * most of the directory; such a search matches names that start with it instead ("li" finds "Li Wei" and "Lina").
 * In a longer search, short words still narrow it ("li wei" needs both), since the long word uses the index.
 */
export function readSearch(q: string | undefined): SearchTerms {
  const words = [...new Set((q ?? '').trim().toLowerCase().split(/\s+/u).filter(Boolean))];
  if (!words.length) return { kind: 'none' };
  if (words.every((word) => [...word].length < TRIGRAM_LENGTH)) return { kind: 'prefix', prefix: words.join(' ') };
  return { kind: 'words', words };
}

/**
 * The search as conditions on one audience's search column (lower(name || ' ' || field || ' ' || institution), only
 * the parts shown to that audience): one LIKE per word, each served by the column's trigram GIN index. The column is
 * lowercased by the database, so the pattern is lowercased by the same lower() and a case-sensitive LIKE is enough:
 * ILIKE would fold the case of every row again, which doubles the cost of a word most profiles contain ("university").
 */
export function searchCondition(terms: SearchTerms, search: PgColumn): SQL | undefined {
  if (terms.kind === 'none') return undefined;
  if (terms.kind === 'prefix') return sql`${search} LIKE lower(${`${escapeLike(terms.prefix)}%`})`;
  return and(...terms.words.map((word) => sql`${search} LIKE lower(${`%${escapeLike(word)}%`})`));
}
