import type { Program, ProgramSummary } from '@sla/data';
import type { ProgramRow } from '../db/schema.js';
import { applicationWindow } from './applicationWindow.js';
import { markdownHtml } from '../content/markdownHtml.js';

/** Only for rows visitors may see (active or closed). */
export function toProgramSummary(row: ProgramRow, now: Date): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    status: row.status === 'active' ? 'active' : 'closed',
    applicationWindow: applicationWindow(row, now),
  };
}

/** Each long field also as sanitised HTML, headings from h3: they sit in sections under an h2. */
export function toProgram(row: ProgramRow, now: Date): Program {
  const html = (markdown: string) => markdownHtml(markdown, 3);
  return {
    ...toProgramSummary(row, now),
    description: row.description,
    descriptionHtml: html(row.description),
    whoFor: row.whoFor,
    whoForHtml: html(row.whoFor),
    howToApply: row.howToApply,
    howToApplyHtml: html(row.howToApply),
    capacity: row.capacity,
    updatedAt: row.updatedAt.toISOString(),
  };
}
