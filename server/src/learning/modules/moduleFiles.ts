import { asc, inArray } from 'drizzle-orm';
import type { LearningFile } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { moduleFiles } from '../../db/schema.js';
import { toLearningFile } from '../learningFile.js';

/** The files of each of `moduleIds` (details only, never the bytes), oldest upload first. */
export async function filesOfModules(db: Db, moduleIds: string[]): Promise<Map<string, LearningFile[]>> {
  const byModule = new Map<string, LearningFile[]>(moduleIds.map((id) => [id, []]));
  if (!moduleIds.length) return byModule;
  const rows = await db
    .select({
      id: moduleFiles.id,
      moduleId: moduleFiles.moduleId,
      name: moduleFiles.name,
      type: moduleFiles.type,
      size: moduleFiles.size,
      uploadedAt: moduleFiles.uploadedAt,
    })
    .from(moduleFiles)
    .where(inArray(moduleFiles.moduleId, moduleIds))
    .orderBy(asc(moduleFiles.uploadedAt), asc(moduleFiles.id));
  for (const row of rows) byModule.get(row.moduleId)!.push(toLearningFile(row));
  return byModule;
}
