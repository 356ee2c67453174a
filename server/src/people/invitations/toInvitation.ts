import type { Invitation, InvitationStatus } from '@sla/contract';
import type { InvitationRow } from '../../db/schema.js';

export function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export function toInvitation(row: InvitationRow, invitedByName: string, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    invitedBy: row.invitedBy,
    invitedByName,
    status: invitationStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy: row.acceptedBy,
    acceptedRole: row.acceptedRole,
  };
}
