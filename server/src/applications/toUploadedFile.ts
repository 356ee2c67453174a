import type { UploadedFile } from '@sla/contract';
import type { FileMeta } from './loadApplication.js';

export function toUploadedFile(file: FileMeta): UploadedFile {
  return {
    id: file.id,
    questionId: file.questionId,
    name: file.name,
    type: file.type,
    size: file.size,
    uploadedAt: file.uploadedAt.toISOString(),
  };
}
