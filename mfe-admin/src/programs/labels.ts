import type { ProgramStatus, QuestionType } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { keysOf } from '../review/labels.js';
import type { UploadType } from './draft.js';

// Records, so a status or type added to @sla/data fails to compile here until it has words. Each label is marked
// for translation here and translated with t() where it is shown.
export const STATUS_LABELS: Record<ProgramStatus, string> = {
  draft: msg('Draft'),
  active: msg('Active'),
  closed: msg('Closed'),
  archived: msg('Archived'),
};

/** What each status means for applicants, shown under the status field. */
export const STATUS_HINTS: Record<ProgramStatus, string> = {
  draft: msg('Only staff see it.'),
  active: msg('Shown on the website; takes applications between the opening and closing times.'),
  closed: msg('Shown on the website; takes no applications.'),
  archived: msg('Hidden from the website; kept for its applications.'),
};

export const STATUS_BADGES: Record<ProgramStatus, string> = {
  draft: 'badge badge--info',
  active: 'badge badge--success',
  closed: 'badge badge--warning',
  archived: 'badge',
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: msg('Short answer'),
  long_text: msg('Long answer'),
  choice: msg('Choice'),
  date: msg('Date'),
  file: msg('File upload'),
};

export const UPLOAD_TYPE_LABELS: Record<UploadType, string> = {
  'application/pdf': 'PDF',
  'image/png': msg('PNG image'),
  'image/jpeg': msg('JPEG image'),
};

/** A select's options for every key of a record of labels, in the record's order and the page's language. */
export const optionsOf = <K extends string>(record: Record<K, string>) =>
  keysOf(record).map((value) => ({ value, label: t(record[value]) }));
