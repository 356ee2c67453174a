import { and, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alumniProfiles } from '../../db/schema.js';

/** The audiences a list is read for: what members see, or what staff who manage profiles see. */
export type ListAudience = 'alumni' | 'staff';

/**
 * One audience's generated columns (migration 0012): each holds a value only when its visibility reaches that
 * audience, so searching, filtering, counting and sorting on these alone can never reveal a field the viewer may not
 * see. Nothing in the directory reads the raw fields for those jobs.
 */
export interface AudienceColumns {
  name: PgColumn;
  search: PgColumn;
  programId: PgColumn;
  year: PgColumn;
  country: PgColumn;
  field: PgColumn;
}

const p = alumniProfiles;

export const AUDIENCE_COLUMNS: Record<ListAudience, AudienceColumns> = {
  alumni: {
    name: p.alumniName,
    search: p.alumniSearch,
    programId: p.alumniProgramId,
    year: p.alumniYear,
    country: p.alumniCountry,
    field: p.alumniField,
  },
  staff: {
    name: p.staffName,
    search: p.staffSearch,
    programId: p.staffProgramId,
    year: p.staffYear,
    country: p.staffCountry,
    field: p.staffField,
  },
};

/** Which profiles a list holds: the members' directory, or staff's list with or without the hidden ones. */
export type ListScope = 'directory' | 'managed' | 'managed-with-hidden' | 'managed-hidden-only';

/**
 * The members' directory lists a profile only when its name is shown to alumni and staff have not hidden it
 * (the predicate of the migration's partial indexes, written the same way so the planner can use them).
 */
export function scopeCondition(scope: ListScope): SQL | undefined {
  switch (scope) {
    case 'directory':
      return and(isNotNull(p.alumniName), isNull(p.hiddenAt));
    case 'managed':
      return isNull(p.hiddenAt);
    case 'managed-hidden-only':
      return isNotNull(p.hiddenAt);
    case 'managed-with-hidden':
      return undefined;
  }
}
