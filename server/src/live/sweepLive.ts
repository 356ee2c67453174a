import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { sweepExpiredStreams } from '../http/personStreams.js';
import { KEEP_EVENTS_MS } from './postgresHub.js';

/**
 * Deletes live events older than KEEP_EVENTS_MS (a listener away longer cannot catch up on them, and its streams end
 * instead) and the rows of streams whose instance stopped renewing them. Times are the database's.
 */
export async function sweepLive(ctx: ServiceContext): Promise<{ events: number; streams: number }> {
  const events = (await ctx.db.execute(
    sql`DELETE FROM live_events WHERE at < now() - ${`${KEEP_EVENTS_MS} milliseconds`}::interval RETURNING seq`,
  )) as unknown as { rows: unknown[] };
  return { events: events.rows.length, streams: await sweepExpiredStreams(ctx.db) };
}
