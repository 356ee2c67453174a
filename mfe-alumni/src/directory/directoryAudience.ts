import { api, invalidInput, routes, type DirectoryPage } from '@sla/data';
import { directoryQuery, fieldErrors, type DirectoryQuery } from '@sla/contract/schemas';

/** Whose list it is: members' directory (network_with_alumni) or staff's list of every profile (manage_alumni_profiles). */
export type DirectoryAudience = 'alumni' | 'staff';

/**
 * The search is checked with the service's own schema first, so a search the service would refuse gets the same
 * words without a round trip; the service still checks it, and its 400 is shown the same way.
 */
function checked(load: (query: DirectoryQuery) => Promise<DirectoryPage>) {
  return async (query: DirectoryQuery): Promise<DirectoryPage> => {
    const result = directoryQuery.safeParse(query);
    if (!result.success) throw invalidInput(fieldErrors(result.error.issues));
    return load(query);
  };
}

/** Module-level, so they stay the same function between renders. */
export const DIRECTORY_LOADERS: Readonly<Record<DirectoryAudience, (query: DirectoryQuery) => Promise<DirectoryPage>>> = {
  alumni: checked((query) => api(routes.listAlumniDirectory, { query })),
  staff: checked((query) => api(routes.listManagedAlumniProfiles, { query })),
};

/** Where each card of the list leads. */
export const CARD_BASE: Readonly<Record<DirectoryAudience, string>> = {
  alumni: '/alumni/directory',
  staff: '/alumni/manage',
};
