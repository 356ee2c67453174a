import { adminRollbackBody, type ProjectReleases } from '@sla/contract/operations/people';
import { parseInput } from '@sla/contract/schemas';
import { PROJECTS, rollBackRelease } from '@sla/releases';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import type { ReleaseDesk } from './releaseDesk.js';
import { asService } from './releaseFailure.js';
import { recordLiveChange } from './releaseChanges.js';
import { projectView } from './releaseViews.js';

/** GET /admin/releases (manage_system_settings): every project, the shell first, as the Releases screen shows them. */
export async function listReleasesView(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  caller: Caller | null,
): Promise<{ projects: ProjectReleases[] }> {
  await requirePermission(ctx, caller, 'manage_system_settings', { action: 'list_releases' });
  return { projects: await Promise.all(PROJECTS.map((project) => projectView(desk, project))) };
}

/** POST /admin/releases/{project}/rollback (manage_system_settings): an admin may roll back any project; logged. */
export async function rollBackReleaseAsAdmin(
  ctx: ServiceContext,
  desk: ReleaseDesk,
  caller: Caller | null,
  project: string,
  body: unknown,
): Promise<ProjectReleases> {
  const admin = await requirePermission(ctx, caller, 'manage_system_settings', { action: 'roll_back_release' });
  const { from } = parseInput(adminRollbackBody, body);
  const name = admin.profile?.displayName?.trim() || admin.profile?.email?.trim() || admin.token.uid;
  const actor = { userId: admin.token.uid, by: `${name} (admin)` };
  const deployedShell = await desk.deployedShell();
  const live = await asService(() =>
    rollBackRelease({ store: desk.store, project, by: actor.by, now: ctx.now(), deployedShell, from }),
  );
  await recordLiveChange(ctx, actor, project, live);
  return projectView(desk, project);
}
