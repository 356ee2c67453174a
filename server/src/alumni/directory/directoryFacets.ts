import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DirectoryFacets, FacetCount } from '@sla/contract';
import { countryName } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { alumniProfiles, programs } from '../../db/schema.js';
import type { AudienceColumns } from './directoryColumns.js';
import { allFiltersBut, FILTER_NAMES, type FilterName } from './directoryFilters.js';

/** GROUPING(programme, year, country, field) of each grouping set: a bit is set for each column not grouped by. */
const SET_OF = { 7: 'programme', 11: 'year', 13: 'country', 14: 'field', 15: 'all' } as const;

interface FacetRow {
  set: number;
  programme: string | null;
  year: number | null;
  country: string | null;
  field: string | null;
  /** Rows matching the search and every filter but the named one (a set's own filter does not narrow it). */
  for_programme: number | string;
  for_year: number | string;
  for_country: number | string;
  for_field: number | string;
  /** Rows matching the search and every filter. */
  all: number | string;
  /** Of those, open to mentoring. */
  open: number | string;
}

/** count(*), or count(*) FILTER (WHERE ...) when some filter applies. */
const countWith = (condition: SQL | null) => (condition ? sql`count(*) FILTER (WHERE ${condition})` : sql`count(*)`);

/**
 * The rows that can count anywhere: every count is of rows meeting all the filters but one (or all of them), so a row
 * meeting none of those is counted nowhere and need not be read. With two filters or more this is far narrower than
 * the search alone ("university" in 2019 in Engineering reads the 2019s and the engineers, not every "university"),
 * and the single-column indexes of migration 0013 find them. With one filter or none, some count covers every match.
 */
function countedRows(filters: Partial<Record<FilterName, SQL>>): SQL | null {
  const sets = FILTER_NAMES.map((name) => allFiltersBut(filters, name));
  if (sets.some((set) => set === null)) return null;
  return sql`(${sql.join(
    sets.map((set) => sql`(${set})`),
    sql` OR `,
  )})`;
}

const byCountThenLabel = (a: FacetCount, b: FacetCount) => b.count - a.count || a.label.localeCompare(b.label, 'en');

/**
 * The counts beside the filters, in one scan of the profiles matching the search (GROUPING SETS: one group per value of
 * each filter, and one for the total). Counts are disjunctive: a filter's values are counted with every OTHER filter
 * applied, so choosing a country still shows how many each other country would give. Only the audience's columns are
 * read, so a value the viewer may not see is NULL, and NULL groups are left out.
 */
export async function directoryFacets(
  db: Db,
  columns: AudienceColumns,
  where: SQL | undefined,
  filters: Partial<Record<FilterName, SQL>>,
): Promise<{ total: number; facets: DirectoryFacets }> {
  const scanned = and(where, countedRows(filters) ?? undefined);
  const result = await db.execute(sql`
    SELECT GROUPING(${columns.programId}, ${columns.year}, ${columns.country}, ${columns.field}) AS "set",
      ${columns.programId} AS programme, ${columns.year} AS year, ${columns.country} AS country, ${columns.field} AS field,
      ${countWith(allFiltersBut(filters, 'programme'))} AS for_programme,
      ${countWith(allFiltersBut(filters, 'year'))} AS for_year,
      ${countWith(allFiltersBut(filters, 'country'))} AS for_country,
      ${countWith(allFiltersBut(filters, 'field'))} AS for_field,
      ${countWith(allFiltersBut(filters))} AS "all",
      ${countWith(sql.join([allFiltersBut(filters, 'mentoring') ?? sql`TRUE`, sql`${alumniProfiles.openToMentoring}`], sql` AND `))} AS open
    FROM ${alumniProfiles}
    ${scanned ? sql`WHERE ${scanned}` : sql``}
    GROUP BY GROUPING SETS ((${columns.programId}), (${columns.year}), (${columns.country}), (${columns.field}), ())`);
  const rows = (result as unknown as { rows: FacetRow[] }).rows;
  const facets: DirectoryFacets = { programmes: [], years: [], countries: [], fields: [], openToMentoring: 0 };
  let total = 0;
  const programmeIds: string[] = [];
  for (const row of rows) {
    const set = SET_OF[Number(row.set) as keyof typeof SET_OF];
    const count = set === 'all' ? 0 : Number(row[`for_${set}`]);
    if (set === 'all') {
      total = Number(row.all);
      facets.openToMentoring = Number(row.open);
    } else if (count > 0) {
      if (set === 'programme' && row.programme !== null) {
        programmeIds.push(row.programme);
        facets.programmes.push({ value: row.programme, label: row.programme, count });
      } else if (set === 'year' && row.year !== null) {
        facets.years.push({ value: String(row.year), label: String(row.year), count });
      } else if (set === 'country' && row.country !== null) {
        facets.countries.push({ value: row.country, label: countryName(row.country), count });
      } else if (set === 'field' && row.field !== null) {
        facets.fields.push({ value: row.field, label: row.field, count });
      }
    }
  }
  if (programmeIds.length) {
    const names = await db
      .select({ id: programs.id, name: programs.name })
      .from(programs)
      .where(inArray(programs.id, programmeIds));
    const nameOf = new Map(names.map((programme) => [programme.id, programme.name]));
    for (const facet of facets.programmes) facet.label = nameOf.get(facet.value) ?? facet.value;
  }
  for (const list of [facets.programmes, facets.years, facets.countries, facets.fields]) list.sort(byCountThenLabel);
  return { total, facets };
}
