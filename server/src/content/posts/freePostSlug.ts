import { and, eq, like, or } from 'drizzle-orm';
import { slugFrom } from '@sla/domain';
import type { Db } from '../../db/database.js';
import { content } from '../../db/schema.js';

/**
 * An address no post has, made from a title: "my-story", else "my-story-2", "my-story-3"… An address made from a title
 * (not typed by an editor) must not fail on a clash; the editor can change it before publishing.
 */
export async function freePostSlug(db: Db, title: string): Promise<string> {
  const base = slugFrom(title) || 'story';
  // Slugs are lower-case letters, digits and hyphens, so nothing in them is a LIKE wildcard.
  const rows = await db
    .select({ slug: content.slug })
    .from(content)
    .where(and(eq(content.type, 'post'), or(eq(content.slug, base), like(content.slug, `${base}-%`))));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
