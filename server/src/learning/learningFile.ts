import type { LearningFile, LearningFileType } from '@sla/contract';

/** A stored module or submission file's details, as every answer gives them (never the bytes). */
export function toLearningFile(row: {
  id: string;
  name: string;
  type: LearningFileType;
  size: number;
  uploadedAt: Date;
}): LearningFile {
  return { id: row.id, name: row.name, type: row.type, size: row.size, uploadedAt: row.uploadedAt.toISOString() };
}
