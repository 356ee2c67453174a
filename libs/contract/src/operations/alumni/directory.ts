import * as z from 'zod/mini';
import { directoryQuery } from '../../schemas/alumni.js';
import { operation } from '../operation.js';
import { alumniCard } from './profiles.js';

export const facetCount = z.strictObject({ value: z.string(), label: z.string(), count: z.int() });
export type FacetCount = z.output<typeof facetCount>;

/**
 * How many profiles each filter value would show, given the search and the other filters (a filter's own choice
 * does not narrow its own counts, so one can switch between values).
 */
export const directoryFacets = z.strictObject({
  programmes: z.array(facetCount),
  years: z.array(facetCount),
  countries: z.array(facetCount),
  fields: z.array(facetCount),
  /** How many of the results are open to mentoring. */
  openToMentoring: z.int(),
});
export type DirectoryFacets = z.output<typeof directoryFacets>;

export const directoryPage = z.strictObject({
  items: z.array(alumniCard),
  nextCursor: z.nullable(z.string()),
  /** Profiles matching the search and filters. */
  total: z.int(),
  facets: directoryFacets,
});
export type DirectoryPage = z.output<typeof directoryPage>;

export const listAlumniDirectory = operation({
  id: 'listAlumniDirectory',
  method: 'GET',
  path: '/alumni/directory',
  summary:
    'The members’ directory: search by name, filter by programme, year, country, field and mentoring, with counts per filter; only what each profile shows to alumni is searched, filtered and counted; keyset pages',
  // Members never see hidden profiles: the service ignores `hidden` here, so the document does not offer it.
  query: z.omit(directoryQuery, { hidden: true }),
  answer: directoryPage,
  status: 200,
  access: { anyOf: ['network_with_alumni'] },
  refusals: [400, 401, 403],
});

export const listManagedAlumniProfiles = operation({
  id: 'listManagedAlumniProfiles',
  method: 'GET',
  path: '/alumni/manage',
  summary:
    'Every alumni profile as staff see it, the same search and filters, hidden profiles too (hidden=include) or only them (hidden=only); keyset pages',
  query: directoryQuery,
  answer: directoryPage,
  status: 200,
  access: { anyOf: ['manage_alumni_profiles'] },
  refusals: [400, 401, 403],
});

/** The directory for members, and the staff's list of every profile. */
export const directoryOperations = [listAlumniDirectory, listManagedAlumniProfiles] as const;
