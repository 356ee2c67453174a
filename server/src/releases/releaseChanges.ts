import type { LiveMap } from '@sla/releases';
import type { ServiceContext } from '../context.js';
import { auditLogs } from '../db/schema.js';

/** Who changed what is live: an admin (their uid) or a team's key ("release-key:mfe-public"), and the name recorded. */
export interface ReleaseActor {
  userId: string;
  by: string;
}

/** Writes the activity log's release_change entry for the change that made `live` (its project's newest history entry). */
export async function recordReleaseChange(ctx: ServiceContext, actor: ReleaseActor, project: string, live: LiveMap) {
  const entry = live.projects[project]?.history.at(-1);
  if (!entry) return;
  await ctx.db.insert(auditLogs).values({
    type: 'release_change',
    userId: actor.userId,
    changedBy: actor.userId,
    permission: entry.action,
    reason: '',
    context: { project, release: entry.id, previous: entry.previous, by: entry.by },
    timestamp: new Date(entry.at),
  });
}
