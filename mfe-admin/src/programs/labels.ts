import type { ProgramStatus, QuestionType } from '@sla/data';
import { keysOf } from '../review/labels.js';
import type { UploadType } from './draft.js';

// Records, so a status or type added to @sla/data fails to compile here until it has words.
export const STATUS_LABELS: Record<ProgramStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  closed: 'Closed',
  archived: 'Archived',
};

/** What each status means for applicants, shown under the status field. */
export const STATUS_HINTS: Record<ProgramStatus, string> = {
  draft: 'Only staff see it.',
  active: 'Shown on the website; takes applications between the opening and closing times.',
  closed: 'Shown on the website; takes no applications.',
  archived: 'Hidden from the website; kept for its applications.',
};

export const STATUS_BADGES: Record<ProgramStatus, string> = {
  draft: 'badge badge--info',
  active: 'badge badge--success',
  closed: 'badge badge--warning',
  archived: 'badge',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: 'Short answer',
  long_text: 'Long answer',
  choice: 'Choice',
  date: 'Date',
  file: 'File upload',
};

export const UPLOAD_TYPE_LABELS: Record<UploadType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
};

/** A select's options for every key of a record of labels, in the record's order. */
export const optionsOf = <K extends string>(record: Record<K, string>) =>
  keysOf(record).map((value) => ({ value, label: record[value] }));
