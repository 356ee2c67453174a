import { randomUUID } from 'node:crypto';
import { content, programs, type ContentRow, type ProgramRow } from '../db/schema.js';
import type { TestService } from './testService.js';

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/** A story, published unless said otherwise. */
export async function addPost(service: TestService, fields: Partial<ContentRow> & { slug: string }): Promise<ContentRow> {
  const at = fields.publishedAt ?? new Date(Date.UTC(2026, 0, 1));
  const [row] = await service.database.db
    .insert(content)
    .values({
      id: randomUUID(),
      type: 'post',
      status: 'published',
      title: `Story ${fields.slug}`,
      summary: `About ${fields.slug}`,
      body: 'word '.repeat(450),
      authorName: 'Test Author',
      createdAt: at,
      updatedAt: at,
      ...fields,
      publishedAt: fields.status === 'draft' ? null : at,
    })
    .returning();
  return row!;
}

export async function addEvent(
  service: TestService,
  fields: Partial<ContentRow> & { slug: string; eventStartsAt: Date },
): Promise<ContentRow> {
  const at = new Date(Date.UTC(2025, 11, 1));
  const [row] = await service.database.db
    .insert(content)
    .values({
      id: randomUUID(),
      type: 'event',
      status: 'published',
      title: `Event ${fields.slug}`,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}

export async function addProgram(service: TestService, fields: Partial<ProgramRow> & { slug: string }): Promise<ProgramRow> {
  const at = new Date(Date.UTC(2025, 11, 1));
  const [row] = await service.database.db
    .insert(programs)
    .values({
      id: randomUUID(),
      status: 'active',
      name: fields.slug,
      timeZone: 'Africa/Nairobi',
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}
