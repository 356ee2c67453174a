import type { ProgramSettings } from '@sla/contract';
import type { ProgramRow } from '../db/schema.js';

/** A programme as staff edit it: every setting, the form and the rubric. */
export function toProgramSettings(row: ProgramRow): ProgramSettings {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    description: row.description,
    whoFor: row.whoFor,
    howToApply: row.howToApply,
    status: row.status,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    capacity: row.capacity,
    form: row.form,
    rubric: row.rubric,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
