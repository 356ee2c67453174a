// The release commands, given a store and what they need from the machine, so tests run them on a temporary store.
import { PORTALS } from '@sla/build-tools/portals';
import { mismatch } from './compatibility.js';
import { ReleaseError } from './errors.js';
import { changeLive, liveId, promoted, rollbackTarget, rolledBack } from './liveMap.js';
import { releaseId } from './releaseId.js';

export const PROJECTS = ['shell', ...PORTALS.map((portal) => portal.project)];

export function checkProject(project) {
  if (!PROJECTS.includes(project))
    throw new ReleaseError(`"${project ?? ''}" is not a project that can be released: one of ${PROJECTS.join(', ')}.`, 'missing');
}

/**
 * Publishes the build in `distDir` as a new release of `project` and returns its record. `describe` gives what the
 * release needs or offers (portalNeeds / shellProvides).
 */
export async function publishRelease({ store, project, distDir, commit, by, now = new Date(), describe }) {
  checkProject(project);
  const id = releaseId(now, commit);
  const record = {
    project,
    id,
    commit,
    releasedBy: by,
    releasedAt: now.toISOString(),
    ...(project === 'shell' ? { provides: await describe(distDir) } : { needs: await describe(distDir) }),
  };
  await store.publish(project, id, distDir, record);
  return record;
}

/**
 * The record of the shell portals run in under `live`: the live shell release, or the deployed shell's (`deployedShell`,
 * what a shell built from this checkout offers) while none was released.
 */
async function liveShell(store, live, deployedShell) {
  const id = liveId(live, 'shell');
  return id ? await store.record('shell', id) : { project: 'shell', id: null, provides: deployedShell };
}

/**
 * Why `record` (a release of `project`) cannot be live beside what else is live in `live`, in one sentence, or null:
 * a portal against the live shell, a shell against every live portal.
 */
async function gate(store, live, project, record, deployedShell) {
  if (project === 'shell') {
    for (const portal of PORTALS) {
      const portalId = liveId(live, portal.project);
      const portalRecord = portalId ? await store.record(portal.project, portalId) : null;
      const problem = portalRecord && mismatch(record, portalRecord);
      if (problem) return problem;
    }
    return null;
  }
  return mismatch(await liveShell(store, live, deployedShell), record);
}

async function recordOf(store, project, id) {
  const record = await store.record(project, id);
  if (!record) throw new ReleaseError(`There is no release ${id} of ${project} in the store.`, 'missing');
  return record;
}

/** Makes release `id` of `project` live, after the compatibility gate; returns the new live map. */
export async function promoteRelease({ store, project, id, by, now = new Date(), deployedShell }) {
  checkProject(project);
  const record = await recordOf(store, project, id);
  return changeLive(store, async (live) => {
    const problem = await gate(store, live, project, record, deployedShell);
    if (problem) throw new ReleaseError(`Refused: ${problem}`, 'conflict');
    return promoted(live, project, id, { at: now.toISOString(), by });
  });
}

/**
 * Puts `project` back on the release live before its current one, through the same gate (the shell may have moved on
 * since); returns the new live map.
 */
export async function rollBackRelease({ store, project, by, now = new Date(), deployedShell, from }) {
  checkProject(project);
  return changeLive(store, async (live) => {
    // Whoever asked saw `from` live: if another change came since, going back would undo that one instead.
    const current = liveId(live, project);
    if (from !== undefined && current !== from)
      throw new ReleaseError(
        `${project} is now on ${current ?? 'no release'}, not ${from}: look again before rolling back.`,
        'conflict',
      );
    const { id } = rollbackTarget(live, project);
    const problem = await gate(store, live, project, await recordOf(store, project, id), deployedShell);
    if (problem) throw new ReleaseError(`Refused: ${problem}`, 'conflict');
    return rolledBack(live, project, { at: now.toISOString(), by });
  });
}

/** The releases of `project`, newest first (the newest `limit` of them), each with its record and whether it is live. */
export async function listReleases({ store, project, limit = Infinity }) {
  const { rows } = await projectReleases({ store, project, limit });
  return rows;
}

/**
 * `project`'s releases as listReleases gives them, with the live one and the release a rollback would go back to
 * (null when there is none), all read from one reading of the live map.
 */
export async function projectReleases({ store, project, limit = Infinity }) {
  checkProject(project);
  const [{ live }, ids] = await Promise.all([store.readLive(), store.releases(project)]);
  const current = liveId(live, project);
  const history = live.projects[project]?.history ?? [];
  const rows = [];
  for (const id of ids.reverse()) {
    // The live release is listed however old it is: what is live, and how it got there, is always shown.
    if (rows.length >= limit && id !== current) continue;
    const record = await store.record(project, id);
    // A folder without its record is not a release (a copy someone made by hand): not listed.
    if (!record) continue;
    const wentLive = history.findLast((entry) => entry.id === id) ?? null;
    rows.push({ id, live: id === current, record, wentLive });
  }
  let rollBackTo = null;
  try {
    rollBackTo = rollbackTarget(live, project).id;
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
  }
  return { live: current, rollBackTo, rows };
}

/** Open pages may still load an earlier release's chunks: at least this many of a project's newest stay. */
export const KEEP_AT_LEAST = 10;

/**
 * Deletes a project's old releases, keeping the newest `keep` (at least KEEP_AT_LEAST), the live one and every release
 * a rollback could still go back to; returns the ids deleted, oldest first.
 */
export async function pruneReleases({ store, project, keep = KEEP_AT_LEAST }) {
  checkProject(project);
  if (!Number.isInteger(keep) || keep < KEEP_AT_LEAST)
    throw new ReleaseError(`Keep at least the newest ${KEEP_AT_LEAST} releases: open pages may still load their files.`);
  const [{ live }, ids] = await Promise.all([store.readLive(), store.releases(project)]);
  const state = live.projects[project] ?? { live: null, history: [] };
  const kept = new Set(ids.slice(-keep));
  if (state.live) kept.add(state.live);
  // The chain a rollback follows from the live release: each of its releases may be live again.
  for (let index = state.history.length - 1; index !== null && index >= 0; index = state.history[index].back ?? null)
    kept.add(state.history[index].id);
  const gone = ids.filter((id) => !kept.has(id));
  for (const id of gone) await store.remove(project, id);
  return gone;
}
