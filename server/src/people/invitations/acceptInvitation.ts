import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CreateProfileInput } from '@sla/data/schemas';
import { DEFAULT_ROLE, type Role } from '@sla/permissions';
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

/**
 * Creates the invitee's profile and gives it the invited role through the role-assignment rules, as if the inviter
 * assigned it now: the profile starts without a role (nothing to transition from), and the inviter must still be
 * allowed to assign that role. When they no longer may, the account starts as an applicant, as any other would.
 * Returns null when the profile already existed (a retry): nothing is applied twice.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  caller: Caller,
  input: CreateProfileInput,
  invitation: InvitationRow,
  displayName: string,
): Promise<UserRow | null> {
  const now = ctx.now();
  const uid = caller.token.uid;
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
    const [open] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .for('update');
    const [inviter] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.uid, invitation.invitedBy));
    const outcome =
      open && inviter && !inviter.suspendedAt
        ? await assignRoleWithin(tx, {
            actingUid: invitation.invitedBy,
            targetUid: uid,
            role: invitation.role,
            reason: INVITATION_REASON,
            now,
          })
        : null;
    let role: Role = DEFAULT_ROLE;
    let final: UserRow | undefined;
    if (outcome?.kind === 'done') {
      role = outcome.row.role!;
      final = outcome.row;
    } else {
      [final] = await tx.update(users).set({ role: DEFAULT_ROLE, updatedAt: now }).where(eq(users.uid, uid)).returning();
    }
    await tx.update(invitations).set({ acceptedAt: now, acceptedBy: uid }).where(eq(invitations.id, invitation.id));
    const refusal =
      outcome?.kind === 'refused'
        ? outcome.failure
        : outcome?.kind === 'lastAdmin'
          ? 'lastAdmin'
          : outcome
            ? null
            : 'inviterUnavailable';
    await tx.insert(auditLogs).values(
      accountEventValues(
        {
          userId: uid,
          action: 'invitation_accepted',
          actorId: uid,
          context: {
            invitationId: invitation.id,
            invitedBy: invitation.invitedBy,
            role,
            invitedRole: invitation.role,
            ...(refusal ? { refusal } : {}),
          },
        },
        now,
      ),
    );
    return final!;
  });
  if (row) ctx.roleClaims.changed(row.uid, row.role);
  return row;
}
