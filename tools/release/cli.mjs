#!/usr/bin/env node
// npm run release -- <project> | release:promote -- <project> <id> | release:rollback -- <project> | release:list -- <project>
// Independent releases (decision 0031): each project is built alone and published to the release store as an immutable
// release; promoting one changes the live map, which the site server reads on every page load.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDevelopment } from '@sla/environment';
import {
  checkProject,
  listReleases,
  localReleaseStore,
  portalNeeds,
  previewSecret,
  previewToken,
  promoteRelease,
  publishRelease,
  pruneReleases,
  releaseStoreRoot,
  ReleaseError,
  rollBackRelease,
  shellProvides,
} from '@sla/releases';
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

async function main([command, project, id]) {
  const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
  const by = releaser(env, root);
  switch (command) {
    case 'release': {
      checkProject(project);
      build(project);
      // Where Nx puts the project's build (its outputs); DEPLOY_ROOT moves only the store the site serves.
      const distDir = join(root, 'dist', project);
      const record = await publishRelease({
        store,
        project,
        distDir,
        commit: currentCommit(root),
        by,
        describe: project === 'shell' ? () => shellProvides(root) : portalNeeds,
      });
      // On a developer's machine (NODE_ENV unset, as for `npm start`'s site) previews use the development secret.
      const secret = previewSecret(env, { development: !env.NODE_ENV || isDevelopment(env) });
      const site = (env.SITE_URL || `http://localhost:${env.PORT || 4200}`).replace(/\/$/, '');
      console.log(`Released ${project} ${record.id} to ${store.folder(project, record.id)}.`);
      console.log(
        secret
          ? `Preview: ${site}/__preview?token=${previewToken({ project, id: record.id }, secret)}`
          : 'Preview: off (set RELEASE_PREVIEW_SECRET to sign preview links).',
      );
      console.log(record.id);
      return;
    }
    case 'promote': {
      if (!id) throw new ReleaseError('Say which release to promote: npm run release:promote -- <project> <id>.');
      await promoteRelease({ store, project, id, by, deployedShell: await shellProvides(root) });
      console.log(`${project} ${id} is live.`);
      return;
    }
    case 'rollback': {
      const live = await rollBackRelease({ store, project, by, deployedShell: await shellProvides(root) });
      console.log(`${project} is back on ${live.projects[project].live}.`);
      return;
    }
    case 'list': {
      const rows = await listReleases({ store, project });
      if (!rows.length) console.log(`No releases of ${project} yet.`);
      for (const row of rows)
        console.log(
          `${row.live ? '* live' : '      '} ${row.id}  released ${when(row.record.releasedAt)} by ${row.record.releasedBy}` +
            (row.wentLive
              ? `; ${row.wentLive.action === 'rollback' ? 'rolled back to' : 'promoted'} ${when(row.wentLive.at)} by ${row.wentLive.by}`
              : ''),
        );
      return;
    }
    case 'prune': {
      const keepAt = process.argv.indexOf('--keep');
      const keep = keepAt > 0 ? Number(process.argv[keepAt + 1]) : undefined;
      const gone = await pruneReleases({ store, project, ...(keep === undefined ? {} : { keep }) });
      console.log(
        gone.length
          ? `Deleted ${gone.length} old release(s) of ${project}: ${gone.join(', ')}.`
          : `Nothing to delete for ${project}.`,
      );
      return;
    }
    default:
      throw new ReleaseError(
        'Use: release <project> | promote <project> <id> | rollback <project> | list <project> | prune <project> [--keep N].',
      );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exitCode = 1;
  });
}
