import type { InvitationStatus } from '@sla/data';

export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: 'Waiting for sign-in',
  accepted: 'Accepted',
  revoked: 'Withdrawn',
  expired: 'Expired',
};

/** The badge colour of each status: a waiting invitation stands out, finished ones do not. */
export const INVITATION_STATUS_BADGES: Readonly<Record<InvitationStatus, string>> = {
  pending: 'info',
  accepted: 'none',
  revoked: 'none',
  expired: 'none',
};
