import { createRoleChangeBus, type RoleChangeBus } from '../account/live/roleChangeBus.js';
import { createChangeBus, type ChangeBus } from '../content/live/changeBus.js';
import type { Database } from '../db/database.js';
import { createLocalLedger, createPersonStreams, createTableLedger, type PersonStreams } from '../http/personStreams.js';
import { createLocalHub, type EventHub } from './eventHub.js';
import { createMessageBus, type MessageBus } from './messageBus.js';
import { createPostgresHub, type PostgresHubOptions } from './postgresHub.js';

/** What carries live events for the service: its hub and the buses and stream registry over it. */
export interface Live {
  hub: EventHub;
  changes: ChangeBus;
  roleChanges: RoleChangeBus;
  messages: MessageBus;
  streams: PersonStreams;
  /** Forgets this instance's streams in the shared count and stops listening (after the streams have ended). */
  stop(): Promise<void>;
}

/**
 * On PostgreSQL (`url` given), live events cross instances through LISTEN/NOTIFY and open streams are counted in
 * live_streams for all of them; on PGlite (one process by its lock), both stay in the process.
 */
export async function startLive(
  database: Database,
  url: string | null,
  options: Omit<PostgresHubOptions, 'url' | 'db'> = {},
): Promise<Live> {
  const shared = database.kind === 'postgres' && url !== null;
  const hub = shared ? await createPostgresHub({ ...options, url, db: database.db }) : createLocalHub(options.instance);
  const roleChanges = createRoleChangeBus(hub);
  const streams = createPersonStreams(roleChanges, {
    hub,
    ledger: shared ? createTableLedger(database.db, hub.instance) : createLocalLedger(),
  });
  return {
    hub,
    changes: createChangeBus(hub),
    roleChanges,
    messages: createMessageBus(hub),
    streams,
    async stop() {
      await streams.stop().catch((error: Error) => console.error('[live] could not forget the open streams', error));
      await hub.close();
    },
  };
}
