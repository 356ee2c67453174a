import type { LiveMap } from '@sla/releases';
import type { ServiceContext } from '../context.js';
import { auditLogs } from '../db/schema.js';

/** Who changed what is live: an admin (their uid) or a team's key ("release-key:mfe-public"), and the name recorded. */
export interface ReleaseActor {
  userId: string;
  by: string;
}

/** One release_change entry: a release published, or made live by a promotion or a rollback. */
export interface ReleaseChange {
  action: 'publish' | 'promote' | 'rollback';
  project: string;
  release: string;
  previous: string | null;
  at: string;
}

const ATTEMPTS = 3;

/**
 * Writes the activity log's release_change entry. The change itself is already made (the store is not the database,
 * so the two cannot share a transaction): the entry is tried again before the caller is told of a server problem, and
 * a failure is logged with the whole entry, so an operator can add it by hand.
 */
export async function recordReleaseChange(ctx: ServiceContext, actor: ReleaseActor, change: ReleaseChange): Promise<void> {
  const row = {
    type: 'release_change' as const,
    userId: actor.userId,
    changedBy: actor.userId,
    permission: change.action,
    reason: '',
    context: { project: change.project, release: change.release, previous: change.previous, by: actor.by },
    timestamp: new Date(change.at),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.insert(auditLogs).values(row);
      return;
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        console.error('[releases] the activity log entry could not be written:', JSON.stringify(row), error);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** The entry for the change that made `live`: its project's newest history entry. */
export async function recordLiveChange(ctx: ServiceContext, actor: ReleaseActor, project: string, live: LiveMap) {
  const entry = live.projects[project]?.history.at(-1);
  if (!entry) return;
  await recordReleaseChange(ctx, actor, {
    action: entry.action,
    project,
    release: entry.id,
    previous: entry.previous,
    at: entry.at,
  });
}
