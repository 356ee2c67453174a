import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { slugFrom } from '@sla/domain';
import { findCategoryBySlug } from '../content/findCategoryBySlug.js';
import type { ServiceContext } from '../context.js';
import { categories, content, programs } from '../db/schema.js';
import { SEED_EVENTS } from './content/events.js';
import { seedProgrammes } from './content/programmes.js';
import { seedEventRegistrations } from './content/seedEventRegistrations.js';
import { SEED_STORIES } from './content/stories.js';
import { localTimeInDays } from './content/zonedTime.js';

const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY);

/**
 * The public site's sample content: both programmes, the stories (with a draft and a scheduled
 * one that visitors must not see), and events. Dates are set around the moment of seeding, so a
 * fresh demo always has an open programme and upcoming events. Existing rows are left alone:
 * seeding twice changes nothing, and an edit made during a demo stays.
 */
export async function seedContent(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const programmeRows = seedProgrammes(now).map((programme) => ({
    id: randomUUID(),
    status: 'active' as const,
    ...programme,
    createdAt: daysBefore(now, 90),
    updatedAt: daysBefore(now, 15),
  }));
  const categoryIds = await seedCategories(ctx);
  const storyRows = SEED_STORIES.map((story, index) => {
    const publishedAt = story.status === 'draft' ? null : localTimeInDays(now, -story.daysAgo, '08:00', 'Africa/Nairobi');
    const createdAt = daysBefore(publishedAt && publishedAt < now ? publishedAt : now, 3);
    return {
      id: randomUUID(),
      type: 'post' as const,
      status: story.status ?? ('published' as const),
      slug: story.slug,
      title: story.title,
      summary: story.summary,
      body: story.body,
      categoryId: categoryIds.get(story.category) ?? null,
      authorName: story.authorName,
      // Six illustrations in turn (shell/public/images/stories), each with the alt text of its drawing.
      coverImageUrl: coverOf(index).url,
      coverImageAlt: coverOf(index).alt,
      publishedAt,
      createdAt,
      updatedAt: createdAt,
      // The demo's content editor wrote them up, so the editors' lists name someone for each last change.
      updatedBy: 'demo-content-editor',
      updatedByName: 'Thandiwe Nkosi',
    };
  });
  const eventRows = SEED_EVENTS.map((event) => {
    const startsAt = localTimeInDays(now, event.inDays, event.startsAt, event.timeZone);
    const announcedAt = daysBefore(now, 45);
    return {
      id: randomUUID(),
      type: 'event' as const,
      status: event.status ?? ('published' as const),
      slug: event.slug,
      title: event.title,
      summary: event.summary,
      body: event.body,
      eventStartsAt: startsAt,
      eventEndsAt: new Date(startsAt.getTime() + event.durationMinutes * 60_000),
      // "Online" is a way of meeting, not a place: the event says so, and its times are shown in its own zone.
      eventOnline: event.location === 'Online',
      eventLocation: event.location === 'Online' ? null : event.location,
      timeZone: event.timeZone,
      publishedAt: event.status === 'draft' ? null : announcedAt,
      createdAt: announcedAt,
      updatedAt: announcedAt,
      updatedBy: 'demo-content-editor',
      updatedByName: 'Thandiwe Nkosi',
    };
  });

  const insertedProgrammes = await ctx.db
    .insert(programs)
    .values(programmeRows)
    .onConflictDoNothing({ target: programs.slug })
    .returning({ id: programs.id });
  // A demo seeded before programmes had forms gets them; one whose form or rubric was set is left alone.
  for (const { slug, form, rubric } of programmeRows) {
    await ctx.db
      .update(programs)
      .set({ form, rubric })
      .where(
        and(
          eq(programs.slug, slug),
          sql`jsonb_array_length(${programs.form}->'sections') = 0`,
          sql`jsonb_array_length(${programs.rubric}->'criteria') = 0`,
        ),
      );
  }
  const insertedContent = await ctx.db
    .insert(content)
    .values([...storyRows, ...eventRows])
    .onConflictDoNothing({ target: [content.type, content.slug] })
    .returning({ id: content.id });
  await seedEventRegistrations(ctx);
  return insertedProgrammes.length + insertedContent.length;
}

/** The demo categories' names for readers of French. */
const CATEGORY_NAMES_FR: Record<string, string> = {
  'Scholar stories': 'Parcours de boursiers',
  Research: 'Recherche',
  Community: 'Communauté',
  News: 'Actualités',
};

/**
 * The stories' categories, in the order they first appear, made on the first seeding only: categories renamed,
 * reordered or deleted during a demo stay as they are. Returns the id of each one still there (found by its slug,
 * or the slug it had before a rename) by the name the stories give it.
 */
async function seedCategories(ctx: ServiceContext): Promise<Map<string, string>> {
  const now = ctx.now();
  const names = [...new Set(SEED_STORIES.map((story) => story.category))];
  const [existing] = await ctx.db.select({ id: categories.id }).from(categories).limit(1);
  if (!existing)
    await ctx.db.insert(categories).values(
      names.map((name, index) => ({
        id: randomUUID(),
        slug: slugFrom(name),
        name,
        nameFr: CATEGORY_NAMES_FR[name] ?? '',
        position: index + 1,
        createdAt: daysBefore(now, 90),
        updatedAt: daysBefore(now, 90),
      })),
    );
  const ids = new Map<string, string>();
  for (const name of names) {
    const found = await findCategoryBySlug(ctx.db, slugFrom(name));
    if (found) ids.set(name, found.id);
  }
  return ids;
}

/** The demo covers are illustrations shipped with the shell; their alt text says what each shows. */
export const COVER_ILLUSTRATIONS = [
  'Illustration: a seedling growing out of a laboratory flask',
  'Illustration: a magnifying glass over a leaf',
  'Illustration: connected dots forming a network over a horizon',
  'Illustration: a notebook and pencil beside a rising chart',
  'Illustration: a group of figures gathered around a shared table',
  'Illustration: a microscope under a rising sun',
];

export function coverOf(index: number): { url: string; alt: string } {
  const n = index % COVER_ILLUSTRATIONS.length;
  return { url: `/images/stories/cover-${n + 1}.svg`, alt: COVER_ILLUSTRATIONS[n]! };
}
