import type { Program, ProgramSummary } from '@sla/data';
import type { ProgramRow } from '../db/schema.js';
import { applicationWindow } from './applicationWindow.js';

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

export function toProgram(row: ProgramRow, now: Date): Program {
  return {
    ...toProgramSummary(row, now),
    description: row.description,
    whoFor: row.whoFor,
    howToApply: row.howToApply,
    capacity: row.capacity,
    updatedAt: row.updatedAt.toISOString(),
  };
}
