// The release store on a local folder (the default; RELEASE_STORE_DIR chooses it):
//   <root>/<project>/<id>/...         one release's files and its record (release.json), never changed once there
//   <root>/live.json                  which release of each project is live, and the history of promotions
// An object store (S3-compatible, Cloud Storage) implements the same five functions: `publish` as uploads under the
// id's prefix, `readLive`/`writeLive` as a conditional write (If-Match on the object's ETag).
import { cp, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isReleaseId } from './releaseId.mjs';
import { ReleaseError } from './errors.mjs';

const RECORD = 'release.json';
const LOCK_STALE_MS = 30_000;

/** The store's folder: RELEASE_STORE_DIR, or `releases/` in the deploy folder the site server serves. */
export const releaseStoreRoot = (env, deployRoot) => resolve(env.RELEASE_STORE_DIR || join(deployRoot, 'releases'));

export function localReleaseStore(root) {
  const liveFile = join(root, 'live.json');
  const lockDir = join(root, 'live.lock');

  /** Holds the live map's lock (a directory: making one is atomic) while `task` runs; waits for another holder. */
  async function locked(task) {
    await mkdir(root, { recursive: true });
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(lockDir);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        // A holder that died leaves its lock behind: after a while it no longer counts.
        const held = await stat(lockDir).catch(() => null);
        if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) await rmdir(lockDir).catch(() => undefined);
        if (attempt > 400) throw new ReleaseError('The live map stayed locked by another release command for too long.');
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
      }
    }
    try {
      return await task();
    } finally {
      await rmdir(lockDir).catch(() => undefined);
    }
  }

  const readLiveFile = async () => {
    const text = await readFile(liveFile, 'utf8').catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    return text ? JSON.parse(text) : { version: 0, projects: {} };
  };

  return {
    root,
    /** Copies a built folder in as release `id` of `project` with its record; an id already there is refused. */
    async publish(project, id, sourceDir, record) {
      const folder = join(root, project, id);
      if (await stat(folder).catch(() => null)) throw new ReleaseError(`Release ${id} of ${project} already exists.`);
      const incoming = join(root, project, `.incoming-${id}-${process.pid}`);
      await mkdir(join(root, project), { recursive: true });
      await cp(sourceDir, incoming, { recursive: true });
      await writeFile(join(incoming, RECORD), `${JSON.stringify(record, null, 2)}\n`);
      // Appears whole or not at all.
      await rename(incoming, folder);
    },
    /** A release's record, or null when the store has no such release. */
    async record(project, id) {
      if (!isReleaseId(id)) return null;
      const text = await readFile(join(root, project, id, RECORD), 'utf8').catch(() => null);
      return text ? JSON.parse(text) : null;
    },
    /** The ids of a project's releases, oldest first. */
    async releases(project) {
      const names = await readdir(join(root, project)).catch(() => []);
      return names.filter(isReleaseId).sort();
    },
    /** Where a release's files are, for the site server to serve. */
    folder: (project, id) => join(root, project, id),
    /** The live map and its version, for a conditional write. */
    async readLive() {
      const live = await readLiveFile();
      return { live, version: live.version };
    },
    /** Writes the live map if it is still at `version`; false when someone wrote it since (read again and retry). */
    async writeLive(live, version) {
      return locked(async () => {
        const current = await readLiveFile();
        if (current.version !== version) return false;
        const next = { ...live, version: version + 1 };
        const temporary = `${liveFile}.${process.pid}.${Date.now()}`;
        await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
        await rename(temporary, liveFile);
        return true;
      });
    },
    /** Removes a release that never went live (for a failed publish's clean-up). */
    async remove(project, id) {
      await rm(join(root, project, id), { recursive: true, force: true });
    },
  };
}
