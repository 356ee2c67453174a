import { desc, eq } from 'drizzle-orm';
import { DataError, type Invitation } from '@sla/contract';
import { INVITATION_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import { accountEventValues } from '../../audit/accountEventValues.js';
import type { Caller, ServiceContext } from '../../context.js';
import { auditLogs, invitations } from '../../db/schema.js';
import { namesOf } from '../../users/namesOf.js';
import { invitationStatus, toInvitation } from './toInvitation.js';

/** The latest invitations, open ones and what became of the others (manage_users). */
export async function listInvitations(ctx: ServiceContext, caller: Caller | null): Promise<Invitation[]> {
  await requirePermission(ctx, caller, 'manage_users', { action: 'list_invitations' });
  const rows = await ctx.db.select().from(invitations).orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(100);
  const names = await namesOf(
    ctx.db,
    rows.map((row) => row.invitedBy),
  );
  const now = ctx.now();
  return rows.map((row) => toInvitation(row, names.get(row.invitedBy)!.name, now));
}

export const NOT_PENDING = INVITATION_MESSAGES.notPending;

/** Withdraws an open invitation (manage_users): its link no longer gives the role. */
export async function revokeInvitation(ctx: ServiceContext, caller: Caller | null, id: string): Promise<Invitation> {
  const admin = await requirePermission(ctx, caller, 'manage_users', { action: 'revoke_invitation', invitationId: id });
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
    if (!current) throw new DataError('not_found', INVITATION_MESSAGES.notFound);
    if (invitationStatus(current, now) !== 'pending') throw new DataError('conflict', NOT_PENDING);
    const [updated] = await tx.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, id)).returning();
    await tx.insert(auditLogs).values(
      accountEventValues(
        {
          userId: id,
          action: 'invitation_revoked',
          actorId: admin.token.uid,
          context: { email: current.email, role: current.role },
        },
        now,
      ),
    );
    return updated!;
  });
  const names = await namesOf(ctx.db, [row.invitedBy]);
  return toInvitation(row, names.get(row.invitedBy)!.name, now);
}
