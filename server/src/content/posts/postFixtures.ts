import { randomUUID } from 'node:crypto';
import { slugFrom } from '@sla/domain';
import { categories, type CategoryRow } from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';

let position = 0;

/** A category row for tests; its slug is made from the name unless given. */
export async function addCategory(service: TestService, name: string, fields: Partial<CategoryRow> = {}): Promise<CategoryRow> {
  const at = new Date(Date.UTC(2025, 11, 1));
  const [row] = await service.database.db
    .insert(categories)
    .values({
      id: randomUUID(),
      name,
      slug: slugFrom(name),
      position: (position += 1),
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}
