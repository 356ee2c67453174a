import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@sla/permissions';
import type { ServiceContext } from '../../context.js';
import { users } from '../../db/schema.js';

/** Rows read at a time. */
export const SYNC_BATCH = 50;
/** Claims set at once within a batch: a backlog (every user, after the migration) goes faster than one by one. */
const PARALLEL = 4;

type Behind = { uid: string; role: Role | null; updatedAt: Date };

/** What one process remembers between runs, so a failure that repeats is logged once and pushed once. */
export interface RoleClaimSyncState {
  /** By uid: the kinds of failure already logged, and the role already pushed without its claim. */
  failing: Map<string, { logged: Set<string>; pushed?: Role | null }>;
}

export const createRoleClaimSyncState = (): RoleClaimSyncState => ({ failing: new Map() });

export interface RoleClaimSyncOptions {
  batchSize?: number;
  log?: (message: string) => void;
}

/**
 * Copies roles to Firebase custom claims: every user whose claims_role differs from role (newest change first) gets
 * the claim set through ctx.identity, then claims_role recorded (only if the role is still the one that was set: a
 * change made during the call waits for the next run), then the role is pushed to that user's open streams, so the
 * browser's token refresh already carries it. A failure is logged once per user and kind, the role pushed anyway
 * (once), and the user tried again on the next run. A batch where every call fails ends the run (Firebase is down).
 * Returns how many claims were set and how many failed.
 */
export async function syncRoleClaims(
  ctx: ServiceContext,
  state: RoleClaimSyncState = createRoleClaimSyncState(),
  { batchSize = SYNC_BATCH, log = console.error }: RoleClaimSyncOptions = {},
): Promise<{ synced: number; failed: number }> {
  const totals = { synced: 0, failed: 0 };
  const seen = new Set<string>();
  let after: Behind | null = null;
  for (;;) {
    const rows: Behind[] = await ctx.db
      .select({ uid: users.uid, role: users.role, updatedAt: users.updatedAt })
      .from(users)
      .where(
        and(
          sql`${users.claimsRole} IS DISTINCT FROM ${users.role}`,
          after
            ? sql`(${users.updatedAt}, ${users.uid}) < (${after.updatedAt.toISOString()}::timestamptz, ${after.uid})`
            : undefined,
        ),
      )
      .orderBy(sql`${users.updatedAt} DESC`, sql`${users.uid} DESC`)
      .limit(batchSize);
    let next = 0;
    let failedHere = 0;
    const worker = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) {
        seen.add(row.uid);
        if (await syncOne(ctx, state, row, log)) totals.synced++;
        else failedHere++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, worker));
    totals.failed += failedHere;
    if (rows.length && failedHere === rows.length) return totals;
    if (rows.length < batchSize) break;
    after = rows[rows.length - 1]!;
  }
  // A whole pass: forget users who are no longer behind (their profile was deleted, or another instance synced them).
  for (const uid of state.failing.keys()) if (!seen.has(uid)) state.failing.delete(uid);
  return totals;
}

/** One user's claim; true when it was set (whether or not the role changed meanwhile). */
async function syncOne(
  ctx: ServiceContext,
  state: RoleClaimSyncState,
  row: Behind,
  log: (message: string) => void,
): Promise<boolean> {
  try {
    await ctx.identity.setRoleClaim(row.uid, row.role);
  } catch (error) {
    const kind = error instanceof Error ? error.message : String(error);
    let failing = state.failing.get(row.uid);
    if (!failing) state.failing.set(row.uid, (failing = { logged: new Set() }));
    if (!failing.logged.has(kind)) {
      failing.logged.add(kind);
      log(
        `[role claims] could not set the role claim of ${row.uid} (${row.role ?? 'no role'}); trying again every few seconds: ${kind}`,
      );
    }
    // The browser still learns its new role now; its token catches up when the claim is set.
    if (failing.pushed !== row.role) {
      failing.pushed = row.role;
      ctx.roleChanges.publish(row.uid, row.role);
    }
    return false;
  }
  if (state.failing.delete(row.uid)) log(`[role claims] set the role claim of ${row.uid} after earlier failures`);
  const recorded = await ctx.db
    .update(users)
    .set({ claimsRole: row.role })
    .where(and(eq(users.uid, row.uid), row.role === null ? isNull(users.role) : eq(users.role, row.role)))
    .returning({ uid: users.uid });
  // Not recorded: the role changed during the call, and the run that change asked for sets and pushes the new one.
  if (recorded.length) {
    ctx.profiles.forget(row.uid);
    ctx.roleChanges.publish(row.uid, row.role);
  }
  return true;
}
