import type { ServiceContext } from '../../context.js';
import { repeatEveryOrSooner } from '../../repeatEveryOrSooner.js';
import { createRoleClaimSyncState, syncRoleClaims } from './syncRoleClaims.js';

/** Catches up after a failure or a change made through another instance; a change made here asks for a run at once. */
export const ROLE_CLAIMS_EVERY_MS = 5000;

/**
 * Runs the claim sync in the background until stopped: now, every few seconds, and at once whenever a role change
 * commits (ctx.roleClaims.changed). Only for a configured Firebase Admin API: without one there is nothing to call.
 */
export function startRoleClaimSync(ctx: ServiceContext, everyMs = ROLE_CLAIMS_EVERY_MS): { stop(): Promise<void> } {
  const state = createRoleClaimSyncState();
  const sync = repeatEveryOrSooner(
    everyMs,
    () => syncRoleClaims(ctx, state),
    (error) => console.error('[role claims] sync failed', error),
  );
  const detach = ctx.roleClaims.attach(() => sync.kick());
  return {
    async stop() {
      detach();
      await sync.stop();
    },
  };
}
