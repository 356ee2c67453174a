import type { InvitationStatus } from '@sla/data';
import { msg } from '@sla/i18n';

/** Translated with t() where shown. */
export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: msg('Waiting for sign-in'),
  accepted: msg('Accepted'),
  revoked: msg('Withdrawn'),
  expired: msg('Expired'),
};

/** The badge colour of each status: a waiting invitation stands out, finished ones do not. */
export const INVITATION_STATUS_BADGES: Readonly<Record<InvitationStatus, string>> = {
  pending: 'info',
  accepted: 'none',
  revoked: 'none',
  expired: 'none',
};
