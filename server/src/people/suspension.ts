import { and, eq, isNull } from 'drizzle-orm';
import { DataError, type PersonPage } from '@sla/contract';
import { ACCOUNT_SUSPENDED_MESSAGE, parseInput, suspensionInput } from '@sla/contract/schemas';
import { PEOPLE_MESSAGES } from '@sla/contract/serviceMessages';
import { noSuchUser, requirePermission } from '../access.js';
import { accountEventValues } from '../audit/accountEventValues.js';
import { NoSuchAccountError } from '../auth/firebaseIdentityAdmin.js';
import type { Caller, ServiceContext } from '../context.js';
import { auditLogs, users } from '../db/schema.js';
import { personPage } from './getPerson.js';

export const SUSPEND_SELF_MESSAGE = PEOPLE_MESSAGES.suspendSelf;

export interface SuspensionResult {
  person: PersonPage;
  /** Set when Firebase could not be told: the service refuses the account all the same. */
  warning: string | null;
}

/**
 * Suspends an account (manage_users): the service refuses it from the next request (authenticate), and Firebase
 * disables its sign-in so it cannot get a new token. Suspending a suspended account changes nothing.
 */
export async function suspendAccount(
  ctx: ServiceContext,
  caller: Caller | null,
  uid: string,
  body: unknown,
): Promise<SuspensionResult> {
  const admin = await requirePermission(ctx, caller, 'manage_users', { action: 'suspend_account', targetUid: uid });
  const { reason } = parseInput(suspensionInput, body);
  if (uid === admin.token.uid) throw new DataError('conflict', SUSPEND_SELF_MESSAGE);
  return changeSuspension(ctx, admin, uid, reason);
}

/** Restores a suspended account (manage_users); restoring one that is not suspended changes nothing. */
export async function restoreAccount(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<SuspensionResult> {
  const admin = await requirePermission(ctx, caller, 'manage_users', { action: 'restore_account', targetUid: uid });
  return changeSuspension(ctx, admin, uid, null);
}

/** `reason` null restores. The row and its audit entry change together; Firebase is told after the commit. */
async function changeSuspension(
  ctx: ServiceContext,
  admin: Caller,
  uid: string,
  reason: string | null,
): Promise<SuspensionResult> {
  const suspend = reason !== null;
  const now = ctx.now();
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    // The admins who can still act are locked first, in one statement, so two admins suspending each other at once
    // are decided one after the other: the second finds itself suspended and is refused, and an admin always remains
    // (nobody suspends themselves).
    const activeAdmins = await tx
      .select({ uid: users.uid })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
      .orderBy(users.uid)
      .for('update');
    if (!activeAdmins.some((active) => active.uid === admin.token.uid))
      throw new DataError('forbidden', ACCOUNT_SUSPENDED_MESSAGE);
    const [current] = await tx.select().from(users).where(eq(users.uid, uid)).for('update');
    if (!current) throw noSuchUser();
    if ((current.suspendedAt !== null) === suspend) return { row: current, changed: false };
    const [updated] = await tx
      .update(users)
      .set(
        suspend
          ? { suspendedAt: now, suspendedBy: admin.token.uid, suspensionReason: reason }
          : { suspendedAt: null, suspendedBy: null, suspensionReason: null },
      )
      .where(eq(users.uid, uid))
      .returning();
    await tx
      .insert(auditLogs)
      .values(
        accountEventValues(
          { userId: uid, action: suspend ? 'suspended' : 'restored', actorId: admin.token.uid, reason: reason ?? '' },
          now,
        ),
      );
    return { row: updated!, changed: true };
  });
  // Refused (or restored) from the next request on; a suspended person's open live pages stop with the rest of their
  // access (the stream was allowed when it opened).
  if (changed) ctx.profiles.forget(uid);
  if (changed && suspend) ctx.streams.endAll(uid);
  const warning = changed ? await tellFirebase(ctx, uid, suspend) : null;
  return { person: await personPage(ctx, row), warning };
}

async function tellFirebase(ctx: ServiceContext, uid: string, disabled: boolean): Promise<string | null> {
  try {
    await ctx.identity.setDisabled(uid, disabled);
    return null;
  } catch (error) {
    // Seeded and imported profiles may have no sign-in account: nothing to disable, and nothing to warn about.
    if (error instanceof NoSuchAccountError) return null;
    console.warn(
      `[people] Firebase was not told of the ${disabled ? 'suspension' : 'restore'} of ${uid}:`,
      (error as Error).message,
    );
    return disabled ? PEOPLE_MESSAGES.suspendedButFirebaseNotTold : PEOPLE_MESSAGES.restoredButFirebaseNotTold;
  }
}
