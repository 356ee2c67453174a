import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataError, releaseKeyActor } from '@sla/contract';
import { promoteReleaseBody } from '@sla/contract/operations/people';
import { parseInput } from '@sla/contract/schemas';
import {
  checkProject,
  checkShellOffers,
  portalNeeds,
  projectOfKey,
  promoteRelease,
  publishRelease,
  releaseKeySetting,
  rollBackRelease,
  unpackRelease,
} from '@sla/releases';
import type { ServiceContext } from '../context.js';
import { enforceRateLimits, rateLimitWait } from '../rateLimit/enforceRateLimits.js';
import { RATE_LIMITED } from '@sla/contract/serviceMessages';
import { RELEASE_KEY_FAILURES_PER_IP } from '../rateLimit/rules.js';
import type { ReleaseDesk } from './releaseDesk.js';
import { previewPathOf, projectView } from './releaseViews.js';
import { asService } from './releaseFailure.js';
import { recordLiveChange, recordReleaseChange, type ReleaseActor } from './releaseChanges.js';

/** Who calls: the key sent in X-Release-Key, the name the release command gives (X-Release-By), the address. */
export interface TeamCall {
  key: string | undefined;
  by: string | undefined;
  ip: string;
}

/** The release command sends the name URI-encoded (a header is Latin-1); an undecodable one is taken as sent. */
function nameOf(by: string | undefined): string {
  let name = by ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Sent by something else than the release command: as it is.
  }
  return name.trim().slice(0, 80);
}

/**
 * The team acting on `project` with its key, or a refusal: 404 for a project that does not exist, 401 for a key that is
 * no project's, 403 for another project's key. Refused keys are counted per address, and an address over the limit
 * is refused before its key is even looked at, so keys cannot be guessed; a pipeline with its key is never counted.
 * Run before the body is read (an onRequest hook), so nobody without a key makes the service read a release.
 */
export async function teamActor(ctx: ServiceContext, desk: ReleaseDesk, project: string, call: TeamCall): Promise<ReleaseActor> {
  await asService(async () => checkProject(project));
  const wait = await rateLimitWait(ctx, RELEASE_KEY_FAILURES_PER_IP, call.ip);
  if (wait > 0) throw new DataError('rate_limited', RATE_LIMITED, {}, { retryAfterSeconds: Math.ceil(wait / 1000) });
  const holder = projectOfKey(desk.keys, call.key);
  if (holder === project) {
    const name = nameOf(call.by);
    return { userId: releaseKeyActor(project), by: name ? `${name} (${project} key)` : `${project} key` };
  }
  await enforceRateLimits(ctx, [[RELEASE_KEY_FAILURES_PER_IP, call.ip]]);
  if (holder) throw new DataError('forbidden', `That key releases ${holder}, not ${project}.`);
  const unset = desk.keys[project]
    ? ''
    : ` (no key is set for ${project}: set ${releaseKeySetting(project)} on the data service)`;
  throw new DataError('unauthenticated', `Send ${project}'s release key in X-Release-Key${unset}.`);
}

/** GET /releases/{project}: the project's releases, for the team's `release:list`. */
export const listTeamReleases = (desk: ReleaseDesk, project: string) => projectView(desk, project);

/** POST /releases/{project}: the release command's pack, published as a new release of `project`; logged. */
export async function publishTeamRelease(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  project: string,
  actor: ReleaseActor,
  packed: Buffer,
): Promise<{ project: string; id: string; previewPath: string | null }> {
  const folder = await mkdtemp(join(tmpdir(), 'sla-release-'));
  try {
    const record = await asService(async () => {
      const about = await unpackRelease(packed, folder);
      const commit = typeof about.commit === 'string' && /^[0-9a-f]{7,40}$/.test(about.commit) ? about.commit : '0000000';
      // A portal's needs are read from its own manifest here; the shell's offers are what the command read off the
      // packages it was built with (nothing in its files says them), checked for their shape.
      const offers = project === 'shell' ? checkShellOffers(about.describes) : null;
      return publishRelease({
        store: desk.store,
        project,
        distDir: folder,
        commit,
        by: actor.by,
        now: ctx.now(),
        describe: offers ? async () => offers : (distDir) => portalNeeds(distDir, 'The release'),
      });
    });
    await recordReleaseChange(ctx, actor, {
      action: 'publish',
      project,
      release: record.id,
      previous: null,
      at: record.releasedAt,
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
  actor: ReleaseActor,
  body: unknown,
): Promise<{ project: string; live: string | null }> {
  const { id } = parseInput(promoteReleaseBody, body);
  const deployedShell = await desk.deployedShell();
  const live = await asService(() =>
    promoteRelease({ store: desk.store, project, id, by: actor.by, now: ctx.now(), deployedShell }),
  );
  await recordLiveChange(ctx, actor, project, live);
  return { project, live: live.projects[project]?.live ?? null };
}

/** POST /releases/{project}/rollback: back to the release live before, through the gate; logged. */
export async function rollBackTeamRelease(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  project: string,
  actor: ReleaseActor,
): Promise<{ project: string; live: string | null }> {
  const deployedShell = await desk.deployedShell();
  const live = await asService(() =>
    rollBackRelease({ store: desk.store, project, by: actor.by, now: ctx.now(), deployedShell }),
  );
  await recordLiveChange(ctx, actor, project, live);
  return { project, live: live.projects[project]?.live ?? null };
}
