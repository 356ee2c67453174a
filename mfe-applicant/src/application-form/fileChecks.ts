import type { FormQuestion } from '@sla/data';
import { UPLOAD_MAX_MB, UPLOAD_TYPES } from '@sla/data/schemas';
import { formatFileSize } from '../format.js';

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };
const TYPE_OF_EXTENSION: Record<string, string> = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The MIME types this question takes: its own list, else every type the service accepts. */
export function acceptedTypes(question: FormQuestion): readonly string[] {
  return question.accept?.length ? question.accept : UPLOAD_TYPES;
}

/** The size limit in MB: the question's, never above the service's. */
export function sizeLimitMb(question: FormQuestion): number {
  return Math.min(question.maxSizeMb ?? UPLOAD_MAX_MB, UPLOAD_MAX_MB);
}

/** "PDF, PNG or JPEG". */
export function typeNames(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** "PDF, PNG or JPEG, up to 10 MB." */
export function fileRules(question: FormQuestion): string {
  return `${typeNames(acceptedTypes(question))}, up to ${sizeLimitMb(question)} MB.`;
}

/** The browser's type for the file, or the one its extension implies when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_OF_EXTENSION[extension] ?? '';
}

/**
 * Why this file cannot be uploaded, or null: checked in the browser first so nobody waits for a large
 * upload only to be refused. The server checks again, from the file's content.
 */
export function checkFile(file: File, question: FormQuestion): string | null {
  const types = acceptedTypes(question);
  if (!types.includes(typeOf(file))) return `“${file.name}” is not a ${typeNames(types)} file. Choose a ${typeNames(types)} file.`;
  const limit = sizeLimitMb(question);
  if (file.size > limit * 1024 * 1024) return `“${file.name}” is larger than ${limit} MB (it is ${formatFileSize(file.size)}). Choose a smaller file.`;
  if (file.size === 0) return `“${file.name}” is empty. Choose another file.`;
  return null;
}
