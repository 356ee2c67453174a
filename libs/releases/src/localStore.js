// The release store on a local folder (the default; RELEASE_STORE_DIR chooses it):
//   <root>/<project>/<id>/...         one release's files and its record (release.json), never changed once there
//   <root>/live.json                  which release of each project is live, and the history of promotions
// An object store (S3-compatible, Cloud Storage) implements the same five functions: `publish` as uploads under the
// id's prefix, `readLive`/`writeLive` as a conditional write (If-Match on the object's ETag).
import { randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isReleaseId } from './releaseId.js';
import { ReleaseError } from './errors.js';

const RECORD = 'release.json';
const LOCK_STALE_MS = 30_000;

/** The store's folder: RELEASE_STORE_DIR, or `releases/` in the deploy folder the site server serves. */
export const releaseStoreRoot = (env, deployRoot) => resolve(env.RELEASE_STORE_DIR || join(deployRoot, 'releases'));

export function localReleaseStore(root) {
  const liveFile = join(root, 'live.json');
  const lockDir = join(root, 'live.lock');

  /**
   * Holds the live map's lock while `task` runs, waiting for another holder. The lock is a directory (making one is
   * atomic) holding its owner's token: only the owner removes it, and a lock a dead holder left behind is taken over
   * by renaming it away first (atomic too), so two waiters can never both think they took it.
   */
  async function locked(task) {
    await mkdir(root, { recursive: true });
    const token = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await mkdir(lockDir);
        await writeFile(join(lockDir, 'owner'), token);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
        const held = await stat(lockDir).catch(() => null);
        if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) {
          const away = `${lockDir}.stale-${token}`;
          if (
            await rename(lockDir, away).then(
              () => true,
              () => false,
            )
          )
            await rm(away, { recursive: true, force: true });
        }
        if (attempt > 400)
          throw new ReleaseError('The live map stayed locked by another release command for too long.', 'conflict');
        await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
      }
    }
    try {
      return await task();
    } finally {
      const owner = await readFile(join(lockDir, 'owner'), 'utf8').catch(() => null);
      if (owner === token) await rm(lockDir, { recursive: true, force: true });
    }
  }

  const readLiveFile = async () => {
    const text = await readFile(liveFile, 'utf8').catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    if (!text) return { version: 0, projects: {} };
    try {
      return JSON.parse(text);
    } catch {
      throw new ReleaseError(
        `The live map ${liveFile} is not valid JSON: restore it from a backup before releasing again.`,
        'damaged',
      );
    }
  };

  return {
    root,
    /** Copies a built folder in as release `id` of `project` with its record; an id already there is refused. */
    async publish(project, id, sourceDir, record) {
      const folder = join(root, project, id);
      if (await stat(folder).catch(() => null))
        throw new ReleaseError(
          `Release ${id} of ${project} already exists (one release of a commit a second): publish again.`,
          'conflict',
        );
      const incoming = join(root, project, `.incoming-${id}-${randomUUID()}`);
      await mkdir(join(root, project), { recursive: true });
      try {
        await cp(sourceDir, incoming, { recursive: true });
        await writeFile(join(incoming, RECORD), `${JSON.stringify(record, null, 2)}\n`);
        // Appears whole or not at all; a release of the same id published meanwhile keeps its place.
        await rename(incoming, folder).catch((error) =>
          Promise.reject(
            ['ENOTEMPTY', 'EEXIST'].includes(error.code)
              ? new ReleaseError(
                  `Release ${id} of ${project} already exists (one release of a commit a second): publish again.`,
                  'conflict',
                )
              : error,
          ),
        );
      } finally {
        await rm(incoming, { recursive: true, force: true });
      }
    },
    /** A release's record, or null when the store has no such release. */
    async record(project, id) {
      if (!isReleaseId(id)) return null;
      const text = await readFile(join(root, project, id, RECORD), 'utf8').catch(() => null);
      try {
        return text ? JSON.parse(text) : null;
      } catch {
        return null;
      }
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
