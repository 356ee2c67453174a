// Which release of each project is live, changed only through `changeLive`: read the map, apply one change, write it
// back only if nobody wrote it meanwhile, else read again and retry. Two promotions of different projects at the
// same moment therefore both stick (import-map-deployer's rule), and one of the same project wins whole.
import { ReleaseError } from './errors.js';

const ATTEMPTS = 50;

const projectOf = (live, project) => live.projects[project] ?? { live: null, history: [] };

/**
 * Each history entry says which entry a rollback from it goes back to (`back`, an index into the history; null when
 * nothing was live before). A promotion's is the entry current before it; a rollback's is that of the entry it
 * restores, so rolling back again goes one step further back along the chain of promotions, never round in a loop.
 */
const current = (state) => state.history.length - 1;

/** The map with `id` live for `project`, remembering what was live before it. */
export function promoted(live, project, id, { at, by }) {
  const state = projectOf(live, project);
  if (state.live === id) throw new ReleaseError(`${project} ${id} is already live.`, 'conflict');
  const back = state.live ? current(state) : null;
  const entry = { action: 'promote', id, previous: state.live, back, at, by };
  return { ...live, projects: { ...live.projects, [project]: { live: id, history: [...state.history, entry] } } };
}

/** The release a rollback of `project` would go back to, or a ReleaseError saying why there is none. */
export function rollbackTarget(live, project) {
  const state = projectOf(live, project);
  if (!state.live) throw new ReleaseError(`${project} has no live release to roll back.`, 'conflict');
  const back = state.history[current(state)]?.back ?? null;
  if (back === null) throw new ReleaseError(`${project} has no earlier release to go back to.`, 'conflict');
  return { id: state.history[back].id, restores: back };
}

/** The map with `project` back on the release live before its current one. */
export function rolledBack(live, project, { at, by }) {
  const state = projectOf(live, project);
  const { id, restores } = rollbackTarget(live, project);
  const entry = { action: 'rollback', id, previous: state.live, back: state.history[restores].back, restores, at, by };
  return { ...live, projects: { ...live.projects, [project]: { live: id, history: [...state.history, entry] } } };
}

/**
 * Applies `change` (the live map → the new map, or a ReleaseError) to the store's live map, retrying while another
 * writer got there first. `change` may look at the map it is given (a gate checks the live shell in it).
 */
export async function changeLive(store, change) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { live, version } = await store.readLive();
    const next = await change(live);
    if (await store.writeLive(next, version)) return next;
  }
  throw new ReleaseError('The live map kept changing under this command; try again.', 'conflict');
}

/** The id live for `project` in a map, or null. */
export const liveId = (live, project) => live.projects[project]?.live ?? null;
