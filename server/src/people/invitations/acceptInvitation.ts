import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateProfileInput } from '@sla/contract/schemas';
import { DEFAULT_ROLE, type RoleAssignmentFailure } from '@sla/permissions';
import { accountEventValues } from '../../audit/accountEventValues.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { auditLogs, invitations, users, type InvitationRow, type UserRow } from '../../db/schema.js';
import { assignRoleWithin } from '../../users/assignRole.js';

export const INVITATION_REASON = 'Accepted the invitation';

/**
 * The open invitation for the caller's address, when their first sign-in proves they own it (Firebase says the
 * address is verified: an e-mail link, or a provider that checks addresses). An unverified sign-up with the address
 * could be anyone's, so it gets no invited role.
 */
export async function invitationFor(db: Db, caller: Caller, now: Date): Promise<InvitationRow | null> {
  const { email, emailVerified } = caller.token;
  if (!email || !emailVerified) return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        sql`lower(${invitations.email}) = lower(${email})`,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Why an invitation's role was not given; the invitation_accepted entry keeps it (auditDetails words it). */
export type InvitationRefusal =
  RoleAssignmentFailure | 'lastAdmin' | 'inviterUnavailable' | 'passwordBeforeInvitation' | 'signInUnchecked';

/**
 * Whether the sign-in account could have been someone else's before the invitation: a password set on it earlier
 * means whoever chose that password can sign in too (an e-mail-link sign-in keeps an existing password), so the
 * invited role must not land there. When Firebase cannot say, the role is not given either.
 */
async function signInRefusal(ctx: ServiceContext, uid: string, invitation: InvitationRow): Promise<InvitationRefusal | null> {
  try {
    const account = await ctx.identity.lookup(uid);
    if (!account) return 'signInUnchecked';
    return account.passwordSetAt && account.passwordSetAt < invitation.createdAt ? 'passwordBeforeInvitation' : null;
  } catch {
    return 'signInUnchecked';
  }
}

/**
 * Creates the invitee's profile and gives it the invited role through the role-assignment rules, as if the inviter
 * assigned it now: the profile starts without a role (nothing to transition from), and the inviter must still be
 * allowed to assign that role. When they no longer may (or the sign-in account predates the invitation), the account
 * starts as an applicant, as any other would, and the audit entry says why. Returns null when the profile already
 * existed (a retry): nothing is applied twice.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateProfileInput,
  invitation: InvitationRow,
  displayName: string,
): Promise<UserRow | null> {
  const uid = caller.token.uid;
  const checked = await signInRefusal(ctx, uid, invitation);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        uid,
        email: caller.token.email,
        displayName: input.displayName || invitation.displayName || displayName,
        role: null,
        requestedRole: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.uid })
      .returning();
    if (!created) return null;
    const asApplicant = async () =>
      (await tx.update(users).set({ role: DEFAULT_ROLE, updatedAt: now }).where(eq(users.uid, uid)).returning())[0]!;
    const stillOpen = and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
    const [open] = await tx.select().from(invitations).where(stillOpen).for('update');
    // Withdrawn (or taken by another account of the same address) since it was looked up: an ordinary first sign-in.
    if (!open) return asApplicant();

    const [inviter] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.uid, invitation.invitedBy));
    let refusal: InvitationRefusal | null = checked ?? (!inviter || inviter.suspendedAt ? 'inviterUnavailable' : null);
    let final: UserRow | null = null;
    if (!refusal) {
      const outcome = await assignRoleWithin(tx, {
        actingUid: invitation.invitedBy,
        targetUid: uid,
        role: invitation.role,
        reason: INVITATION_REASON,
        now,
      });
      if (outcome.kind === 'done') final = outcome.row;
      else refusal = outcome.kind === 'lastAdmin' ? 'lastAdmin' : outcome.failure;
    }
    final ??= await asApplicant();
    await tx.update(invitations).set({ acceptedAt: now, acceptedBy: uid, acceptedRole: final.role }).where(stillOpen);
    await tx.insert(auditLogs).values(
      accountEventValues(
        {
          userId: uid,
          action: 'invitation_accepted',
          actorId: uid,
          context: {
            invitationId: invitation.id,
            invitedBy: invitation.invitedBy,
            role: final.role,
            invitedRole: invitation.role,
            ...(refusal ? { refusal } : {}),
          },
        },
        now,
      ),
    );
    return final;
  });
  if (row) {
    ctx.profiles.forget(row.uid);
    ctx.roleClaims.changed(row.uid, row.role);
  }
  return row;
}
