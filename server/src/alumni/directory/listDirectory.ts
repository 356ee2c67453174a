import { and, isNull, type SQL } from 'drizzle-orm';
import type { DirectoryPage } from '@sla/contract';
import { directoryQuery, parseInput, type DirectoryQuery } from '@sla/contract/schemas';
import type { Role } from '@sla/permissions';
import { can, requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { audienceOf, cardAsSeenBy } from '../profiles/visibleProfile.js';
import { AUDIENCE_COLUMNS, scopeCondition, type ListAudience, type ListScope } from './directoryColumns.js';
import { afterCursor, encodeDirectoryCursor } from './directoryCursor.js';
import { directoryFacets } from './directoryFacets.js';
import { allFiltersBut, filterConditions } from './directoryFilters.js';
import { directoryRows } from './directoryRows.js';
import { readSearch, searchCondition } from './searchTerms.js';

export const DIRECTORY_PAGE_SIZE = 24;

/**
 * Below this many matches (of tens of thousands) a page is found by sorting the matches rather than walking the name
 * index: a walk would read about limit x profiles / matches rows, a sort reads the matches (see RowsPath).
 */
const SORT_BELOW = 500;

interface ListRequest {
  audience: ListAudience;
  scope: ListScope;
  /** The viewer, when they may message members (network_with_alumni); null for staff who only manage profiles. */
  messagingViewer: string | null;
}

/** One page of profiles for one audience and scope, with the total and the filters' counts. */
async function listProfiles(ctx: ServiceContext, query: DirectoryQuery, request: ListRequest): Promise<DirectoryPage> {
  const limit = query.limit ?? DIRECTORY_PAGE_SIZE;
  const columns = AUDIENCE_COLUMNS[request.audience];
  const scope = scopeCondition(request.scope);
  const terms = readSearch(query.q);
  const search = searchCondition(terms, columns.search);
  const filters = filterConditions(query, columns);
  const matching = and(scope, search);
  const unnamedListed = request.scope !== 'directory';
  const start = query.cursor ? await afterCursor(ctx.db, query.cursor, columns, scope, unnamedListed) : undefined;
  const everyFilter = allFiltersBut(filters) ?? undefined;
  // The counts first: the total tells the page query whether to walk the name index or sort the matches.
  const counted = await directoryFacets(ctx.db, columns, matching, filters);
  const read = (where: SQL | undefined, count: number) =>
    directoryRows(ctx.db, columns, and(matching, everyFilter, where), {
      limit: count,
      path: terms.kind !== 'none' || counted.total < SORT_BELOW ? 'sort' : 'walk',
      messagingViewer: request.messagingViewer,
    });
  let rows = await read(start?.after, limit + 1);
  if (start?.unnamedNext && rows.length <= limit)
    rows = [...rows, ...(await read(isNull(columns.name), limit + 1 - rows.length))];
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map((row) =>
      cardAsSeenBy(
        row.profile,
        { programName: row.programName, hiddenByName: row.hiddenByName },
        request.audience,
        row.canMessage,
      ),
    ),
    nextCursor: rows.length > limit && last ? encodeDirectoryCursor(last.profile.uid) : null,
    total: counted.total,
    facets: counted.facets,
  };
}

/**
 * GET /alumni/directory (network_with_alumni): the members' directory, profiles named to alumni and not hidden. Each
 * viewer reads the audience columns of their audience (admins are staff, decision 0023), so a field not shown to them
 * never matches, filters or counts. `hidden` is staff's and is ignored here.
 */
export async function listDirectory(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<DirectoryPage> {
  const viewer = await requirePermission(ctx, caller, 'network_with_alumni', { action: 'list_alumni_directory' });
  const audience = audienceOf(viewer.profile?.role as Role);
  return listProfiles(ctx, parseInput(directoryQuery, rawQuery), {
    audience: audience === 'staff' ? 'staff' : 'alumni',
    scope: 'directory',
    messagingViewer: viewer.token.uid,
  });
}

const MANAGED_SCOPE: Record<string, ListScope> = { include: 'managed-with-hidden', only: 'managed-hidden-only' };

/**
 * GET /alumni/manage (manage_alumni_profiles): every profile as staff see it, hidden ones with `hidden=include` or
 * alone with `hidden=only`. A profile whose name is "only me" is listed, nameless, after the named ones.
 */
export async function listManagedProfiles(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<DirectoryPage> {
  const viewer = await requirePermission(ctx, caller, 'manage_alumni_profiles', { action: 'list_alumni_profiles' });
  const query = parseInput(directoryQuery, rawQuery);
  return listProfiles(ctx, query, {
    audience: 'staff',
    scope: (query.hidden && MANAGED_SCOPE[query.hidden]) || 'managed',
    messagingViewer: can(viewer, 'network_with_alumni') ? viewer.token.uid : null,
  });
}
