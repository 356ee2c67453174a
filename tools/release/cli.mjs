#!/usr/bin/env node
// npm run release -- <project> | release:promote -- <project> <id> | release:rollback -- <project> | release:list -- <project>
// Independent releases (decision 0031): each project is built alone and published to the release store as an immutable
// release; promoting one changes the live map, which the site server reads on every page load.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDevelopment } from '@sla/environment';
import {
  checkProject,
  listReleases,
  localReleaseStore,
  packRelease,
  portalNeeds,
  previewSecret,
  previewPath,
  promoteRelease,
  publishRelease,
  pruneReleases,
  releaseStoreRoot,
  ReleaseError,
  rollBackRelease,
  shellProvides,
} from '@sla/releases';
import { remoteReleases } from './remote.mjs';
import { currentCommit, releaser } from './who.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

const deployRoot = resolve(root, env.DEPLOY_ROOT || 'dist');

function build(project) {
  const nx = createRequire(import.meta.url).resolve('nx/bin/nx.js');
  const result = spawnSync(process.execPath, [nx, 'run', `${project}:build`, '--output-style=static'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  if (result.status !== 0) throw new ReleaseError(`The build of ${project} failed; nothing was released.`);
}

const when = (iso) => iso.replace('T', ' ').replace(/\.\d{3}Z$/, ' UTC');

/** One line of `list`: the live mark, the id, who released it when, and how it last went live. */
function listLine(row) {
  const wentLive = row.wentLive
    ? `; ${row.wentLive.action === 'rollback' ? 'rolled back to' : 'promoted'} ${when(row.wentLive.at)} by ${row.wentLive.by}`
    : '';
  return `${row.live ? '* live' : '      '} ${row.id}  released ${when(row.releasedAt)} by ${row.releasedBy}${wentLive}`;
}

/** The value after `flag` in the arguments, or undefined. */
function option(args, flag) {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Where the project's build is: `--from <folder>` (already built, as a pipeline that tested it has), else built now. */
function buildFolder(project, args) {
  const from = option(args, '--from');
  if (from) {
    if (!statSync(resolve(from), { throwIfNoEntry: false })?.isDirectory())
      throw new ReleaseError(`${from} is not a folder: give --from the build's folder (dist/${project}).`);
    return resolve(from);
  }
  build(project);
  // Where Nx puts the project's build (its outputs); DEPLOY_ROOT moves only the store the site serves.
  return join(root, 'dist', project);
}

const describeWith = (project) => (project === 'shell' ? () => shellProvides(root) : portalNeeds);

/** The commands on the store of this machine (no RELEASE_API_URL): a developer's own site. */
const local = {
  async release(project, args, by) {
    const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
    const distDir = buildFolder(project, args);
    const record = await publishRelease({
      store,
      project,
      distDir,
      commit: currentCommit(root),
      by,
      describe: describeWith(project),
    });
    // On a developer's machine (NODE_ENV unset, as for `npm start`'s site) previews use the development secret.
    const secret = previewSecret(env, { development: !env.NODE_ENV || isDevelopment(env) });
    const site = (env.SITE_URL || `http://localhost:${env.PORT || 4200}`).replace(/\/$/, '');
    return {
      where: store.folder(project, record.id),
      id: record.id,
      preview: secret ? `${site}${previewPath({ project, id: record.id }, secret)}` : null,
    };
  },
  promote: async (project, id, by) => {
    const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
    await promoteRelease({ store, project, id, by, deployedShell: await shellProvides(root) });
  },
  rollBack: async (project, by) => {
    const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
    const live = await rollBackRelease({ store, project, by, deployedShell: await shellProvides(root) });
    return live.projects[project].live;
  },
  list: async (project) =>
    (await listReleases({ store: localReleaseStore(releaseStoreRoot(env, deployRoot)), project })).map((row) => ({
      id: row.id,
      live: row.live,
      releasedAt: row.record.releasedAt,
      releasedBy: row.record.releasedBy,
      wentLive: row.wentLive,
    })),
};

/** The same commands through the data service (RELEASE_API_URL and the team's RELEASE_KEY): a deployed site. */
function throughService(by) {
  const service = remoteReleases(env, by);
  const site = (env.SITE_URL || env.RELEASE_API_URL.replace(/\/api\/?$/, '')).replace(/\/$/, '');
  return {
    async release(project, args) {
      const distDir = buildFolder(project, args);
      const about = { commit: currentCommit(root), ...(project === 'shell' ? { describes: await shellProvides(root) } : {}) };
      const answer = await service.publish(project, await packRelease(distDir, about));
      return { where: env.RELEASE_API_URL, id: answer.id, preview: answer.previewPath ? `${site}${answer.previewPath}` : null };
    },
    promote: (project, id) => service.promote(project, id),
    rollBack: async (project) => (await service.rollBack(project)).live,
    list: async (project) => (await service.list(project)).releases,
  };
}

async function main([command, project, ...args]) {
  const by = releaser(env, root);
  const commands = env.RELEASE_API_URL ? throughService(by) : local;
  if (['release', 'promote', 'rollback', 'list', 'prune'].includes(command)) checkProject(project);
  switch (command) {
    case 'release': {
      const released = await commands.release(project, args, by);
      console.log(`Released ${project} ${released.id} to ${released.where}.`);
      console.log(
        released.preview ? `Preview: ${released.preview}` : 'Preview: off (set RELEASE_PREVIEW_SECRET to sign preview links).',
      );
      console.log(released.id);
      return;
    }
    case 'promote': {
      const [id] = args;
      if (!id) throw new ReleaseError('Say which release to promote: npm run release:promote -- <project> <id>.');
      await commands.promote(project, id, by);
      console.log(`${project} ${id} is live.`);
      return;
    }
    case 'rollback': {
      console.log(`${project} is back on ${await commands.rollBack(project, by)}.`);
      return;
    }
    case 'list': {
      const rows = await commands.list(project);
      if (!rows.length) console.log(`No releases of ${project} yet.`);
      for (const row of rows) console.log(listLine(row));
      return;
    }
    case 'prune': {
      if (env.RELEASE_API_URL)
        throw new ReleaseError('Old releases are pruned where the store is: run release:prune there, without RELEASE_API_URL.');
      const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
      const keep = option(args, '--keep');
      const gone = await pruneReleases({ store, project, ...(keep === undefined ? {} : { keep: Number(keep) }) });
      console.log(
        gone.length
          ? `Deleted ${gone.length} old release(s) of ${project}: ${gone.join(', ')}.`
          : `Nothing to delete for ${project}.`,
      );
      return;
    }
    default:
      throw new ReleaseError(
        'Use: release <project> [--from <build folder>] | promote <project> <id> | rollback <project> | list <project> | prune <project> [--keep N].',
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exitCode = 1;
  });
}
