import type { ProjectReleases } from '@sla/contract/operations/people';
import { previewPath, projectReleases } from '@sla/releases';
import type { ReleaseDesk } from './releaseDesk.js';
import { asService } from './releaseFailure.js';

/** How many of a project's newest releases are listed (the store keeps at least ten). */
export const RELEASES_LISTED = 20;

/** Where a release is previewed, or null where previews are off. */
export const previewPathOf = (desk: ReleaseDesk, project: string, id: string): string | null =>
  desk.previewSecret ? previewPath({ project, id }, desk.previewSecret) : null;

/** A project's releases as the Releases screen and the release command's list show them. */
export async function projectView(desk: ReleaseDesk, project: string): Promise<ProjectReleases> {
  const { live, rollBackTo, rows } = await asService(() =>
    projectReleases({ store: desk.store, project, limit: RELEASES_LISTED }),
  );
  return {
    project,
    live,
    rollBackTo,
    releases: rows.map((row) => ({
      id: row.id,
      commit: row.record.commit,
      releasedBy: row.record.releasedBy,
      releasedAt: row.record.releasedAt,
      live: row.live,
      wentLive: row.wentLive ? { action: row.wentLive.action, at: row.wentLive.at, by: row.wentLive.by } : null,
      previewPath: row.live ? null : previewPathOf(desk, project, row.id),
    })),
  };
}
