import { eq, or } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { ACCOUNT_MESSAGES, deleteAccountInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import {
  alumniBlocks,
  alumniConversations,
  alumniPhotos,
  alumniProfiles,
  alumniReports,
  auditLogs,
  content,
  emailPreferences,
  notices,
  storySubmissions,
  users,
} from '../db/schema.js';
import { removeSubscriber } from '../newsletter/accountSubscription.js';
import { anonymiseApplications } from './anonymiseApplications.js';
import { ACCOUNT_REFUSALS } from '@sla/contract/serviceMessages';
import { requireOwnAccount } from './ownAccount.js';
import { endSenderFollowUps } from '../followUps/endSenderFollowUps.js';
import { forgetStoryPictures } from '../content/storyPictures/forgetStoryPictures.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 400 saying what to type, above the form and beside its field. */
function refuseConfirmation(message: string): never {
  throw new DataError('invalid_input', message, { confirm: message });
}

/** Refuses when the account is an admin and no other profile is; locks the admins, so two cannot both go. */
async function refuseLastAdmin(tx: Db, role: string | null): Promise<void> {
  if (role !== 'admin') return;
  const admins = await tx.select({ uid: users.uid }).from(users).where(eq(users.role, 'admin')).for('update');
  if (admins.length <= 1) throw new DataError('conflict', ACCOUNT_REFUSALS.lastAdmin);
}

/**
 * The alumni network's rows about the account: its profile and photo, blocks either way, the reports it made, and the
 * conversations it took part in (their messages go with them). Reports about it stay: they are staff's records.
 */
async function deleteAlumniNetworkRows(tx: Db, uid: string): Promise<void> {
  const [profile] = await tx
    .delete(alumniProfiles)
    .where(eq(alumniProfiles.uid, uid))
    .returning({ photoId: alumniProfiles.photoId });
  if (profile?.photoId) await tx.delete(alumniPhotos).where(eq(alumniPhotos.id, profile.photoId));
  await tx.delete(alumniBlocks).where(or(eq(alumniBlocks.blockerUid, uid), eq(alumniBlocks.blockedUid, uid)));
  await tx.delete(alumniReports).where(eq(alumniReports.reporterUid, uid));
  await tx.delete(alumniConversations).where(or(eq(alumniConversations.firstUid, uid), eq(alumniConversations.secondUid, uid)));
}

/**
 * Deletes the caller's account (DELETE /users/me), confirmed by typing its e-mail address, all in one transaction:
 * the profile and its e-mail preferences, notices and story submissions go, with the alumni profile, photo, blocks,
 * reports made and conversations; applications are anonymised for staff
 * figures; posts stop crediting it; the address leaves the newsletter; an account_deleted audit entry (uid and role,
 * never the e-mail or name) is written. Firebase's account is deleted last, inside the transaction, so when that fails
 * nothing is deleted (503). The last admin is refused (409). Messages, gifts and pledges sent from the address are the
 * organisation's records and stay; their follow-ups are marked and their reply links end (decision 0049).
 */
export async function deleteMyAccount(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<void> {
  const { caller: signedIn, profile } = await requireOwnAccount(ctx, caller, 'delete_account');
  const parsed = deleteAccountInput.safeParse(body ?? {});
  if (!parsed.success) refuseConfirmation(ACCOUNT_MESSAGES.confirmWithEmail);
  const expected = profile.email ?? signedIn.token.email ?? profile.uid;
  if (!same(parsed.data.confirm, expected)) refuseConfirmation(ACCOUNT_REFUSALS.wrongConfirmation);
  const uid = profile.uid;
  const now = ctx.now();
  try {
    await deleteWithin(ctx, uid, now);
  } finally {
    // Gone (or, when deleting failed, unchanged): the next request reads the database either way.
    ctx.profiles.forget(uid);
  }
  // Gone: nothing of theirs streams on.
  ctx.streams.endAll(uid);
}

async function deleteWithin(ctx: ServiceContext, uid: string, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.uid, uid)).for('update');
    if (!locked) return; // Deleted by a request a moment ago: the outcome asked for.
    await refuseLastAdmin(tx, locked.role);
    const anonymised = await anonymiseApplications(tx, uid);
    await tx.delete(notices).where(eq(notices.userId, uid));
    await tx.delete(storySubmissions).where(eq(storySubmissions.authorUid, uid));
    await forgetStoryPictures(tx, uid);
    await deleteAlumniNetworkRows(tx, uid);
    await tx.update(content).set({ creditUid: null }).where(eq(content.creditUid, uid));
    if (locked.email) await removeSubscriber(tx, locked.email);
    if (locked.email) await endSenderFollowUps(tx, locked.email, now);
    await tx.delete(emailPreferences).where(eq(emailPreferences.uid, uid));
    await tx.delete(users).where(eq(users.uid, uid));
    await tx.insert(auditLogs).values({
      type: 'account_deleted',
      userId: uid,
      previousRole: locked.role,
      newRole: null,
      changedBy: uid,
      reason: 'Account deleted by its owner',
      ipAddress: '',
      userAgent: '',
      context: { applicationsAnonymised: anonymised },
      timestamp: now,
    });
    try {
      await ctx.identity.deleteAccount(uid);
    } catch (error) {
      console.error(`[account] Firebase did not delete account ${uid}; nothing was deleted:`, (error as Error).message);
      throw new DataError('unavailable', ACCOUNT_REFUSALS.identityUnavailable);
    }
  });
}
