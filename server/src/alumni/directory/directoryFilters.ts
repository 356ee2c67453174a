import { eq, sql, type SQL } from 'drizzle-orm';
import { alumniProfiles } from '../../db/schema.js';
import type { AudienceColumns } from './directoryColumns.js';

/** The directory's filters, as parsed from the address. */
export interface DirectoryFilters {
  programId?: string | undefined;
  year?: number | undefined;
  country?: string | undefined;
  field?: string | undefined;
  openToMentoring?: 'true' | 'false' | undefined;
}

/** The filters that have their own counts, in the order DirectoryFacets lists them, and the mentoring switch. */
export const FILTER_NAMES = ['programme', 'year', 'country', 'field', 'mentoring'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/**
 * Each filter the viewer set, as a condition on the audience's columns: a value the viewer may not see is NULL there,
 * so it never equals a filter and is never counted. "openToMentoring=false" means "no filter", not "closed only".
 */
export function filterConditions(filters: DirectoryFilters, columns: AudienceColumns): Partial<Record<FilterName, SQL>> {
  const conditions: Partial<Record<FilterName, SQL>> = {};
  if (filters.programId !== undefined) conditions.programme = eq(columns.programId, filters.programId);
  if (filters.year !== undefined) conditions.year = eq(columns.year, filters.year);
  if (filters.country !== undefined) conditions.country = eq(columns.country, filters.country);
  if (filters.field !== undefined) conditions.field = eq(columns.field, filters.field);
  if (filters.openToMentoring === 'true') conditions.mentoring = sql`${alumniProfiles.openToMentoring}`;
  return conditions;
}

/** All the filters but `except` (undefined: all of them), as one condition; null when none applies. */
export function allFiltersBut(conditions: Partial<Record<FilterName, SQL>>, except?: FilterName): SQL | null {
  const parts = FILTER_NAMES.filter((name) => name !== except && conditions[name]).map((name) => conditions[name]!);
  return parts.length ? sql.join(parts, sql` AND `) : null;
}
