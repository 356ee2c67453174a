import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataError, releaseKeyActor } from '@sla/contract';
import { promoteReleaseBody } from '@sla/contract/operations/people';
import { parseInput } from '@sla/contract/schemas';
import {
  checkProject,
  portalNeeds,
  projectOfKey,
  promoteRelease,
  publishRelease,
  releaseKeySetting,
  rollBackRelease,
  unpackRelease,
  type ShellOffers,
} from '@sla/releases';
import type { ServiceContext } from '../context.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { RELEASE_CALLS_PER_IP } from '../rateLimit/rules.js';
import type { ReleaseDesk } from './releaseDesk.js';
import { previewPathOf, projectView } from './releaseViews.js';
import { asService } from './releaseFailure.js';
import { recordReleaseChange, type ReleaseActor } from './releaseChanges.js';

/** Who calls: the key sent in X-Release-Key, the name the release command gives (X-Release-By), the address. */
export interface TeamCall {
  key: string | undefined;
  by: string | undefined;
  ip: string;
}

/**
 * The team acting on `project` with its key, or a refusal: 401 for a key that is no project's, 403 for another
 * project's key, 404 for a project that does not exist. Calls are counted per address first, so keys cannot be tried
 * quickly one after another.
 */
async function teamFor(ctx: ServiceContext, desk: ReleaseDesk, project: string, call: TeamCall): Promise<ReleaseActor> {
  await enforceRateLimits(ctx, [[RELEASE_CALLS_PER_IP, call.ip]]);
  await asService(async () => checkProject(project));
  const holder = projectOfKey(desk.keys, call.key);
  if (!holder) {
    const unset = desk.keys[project]
      ? ''
      : ` (no key is set for ${project}: set ${releaseKeySetting(project)} on the data service)`;
    throw new DataError('unauthenticated', `Send ${project}'s release key in X-Release-Key${unset}.`);
  }
  if (holder !== project) throw new DataError('forbidden', `That key releases ${holder}, not ${project}.`);
  const name = (call.by ?? '').trim().slice(0, 80);
  return { userId: releaseKeyActor(project), by: name ? `${name} (${project} key)` : `${project} key` };
}

/** GET /releases/{project}: the project's releases, for the team's `release:list`. */
export async function listTeamReleases(ctx: ServiceContext, desk: ReleaseDesk, project: string, call: TeamCall) {
  await teamFor(ctx, desk, project, call);
  return projectView(desk, project);
}

/** POST /releases/{project}: the release command's pack, published as a new release of `project`. */
export async function publishTeamRelease(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  project: string,
  call: TeamCall,
  packed: Buffer,
): Promise<{ project: string; id: string; previewPath: string | null }> {
  const actor = await teamFor(ctx, desk, project, call);
  const folder = await mkdtemp(join(tmpdir(), 'sla-release-'));
  try {
    const record = await asService(async () => {
      const about = await unpackRelease(packed, folder);
      const commit = typeof about.commit === 'string' && /^[0-9a-f]{7,40}$/.test(about.commit) ? about.commit : '0000000';
      return publishRelease({
        store: desk.store,
        project,
        distDir: folder,
        commit,
        by: actor.by,
        now: ctx.now(),
        // A portal's needs are read from its own manifest here; the shell's offers are what the command read off
        // the packages it was built with (nothing in its files says them).
        describe: project === 'shell' ? async () => about.describes as ShellOffers : portalNeeds,
      });
    });
    return { project, id: record.id, previewPath: previewPathOf(desk, project, record.id) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** POST /releases/{project}/promote: makes release `id` live, through the compatibility gate; logged. */
export async function promoteTeamRelease(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  project: string,
  call: TeamCall,
  body: unknown,
): Promise<{ project: string; live: string | null }> {
  const actor = await teamFor(ctx, desk, project, call);
  const { id } = parseInput(promoteReleaseBody, body);
  const deployedShell = await desk.deployedShell();
  const live = await asService(() =>
    promoteRelease({ store: desk.store, project, id, by: actor.by, now: ctx.now(), deployedShell }),
  );
  await recordReleaseChange(ctx, actor, project, live);
  return { project, live: live.projects[project]?.live ?? null };
}

/** POST /releases/{project}/rollback: back to the release live before, through the gate; logged. */
export async function rollBackTeamRelease(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  project: string,
  call: TeamCall,
): Promise<{ project: string; live: string | null }> {
  const actor = await teamFor(ctx, desk, project, call);
  const deployedShell = await desk.deployedShell();
  const live = await asService(() =>
    rollBackRelease({ store: desk.store, project, by: actor.by, now: ctx.now(), deployedShell }),
  );
  await recordReleaseChange(ctx, actor, project, live);
  return { project, live: live.projects[project]?.live ?? null };
}
