import { roleComplement, type Role } from '@sla/permissions';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

export interface InvitationMailDetails {
  invitationId: string;
  to: string;
  name: string | null;
  inviterName: string;
  role: Role;
  /** Signs them in (Firebase's e-mail link), or the sign-in page when no link could be made. */
  link: string;
  /** Whether `link` signs them in by itself. */
  signsIn: boolean;
  expiresOn: string;
}

/** An invitation to join with a role: the role is theirs at the first sign-in with this address. */
export function invitationMail(details: InvitationMailDetails): OutgoingMail {
  const how = details.signsIn
    ? 'The button below signs you in with this e-mail address, with no password, for the next few hours. After that, ask for a new sign-in link on the sign-in page with this address.'
    : 'Sign in with this e-mail address: ask for a sign-in link on the sign-in page, or sign in with Google if this is a Google address.';
  return {
    kind: 'invitation',
    to: details.to,
    dedupeKey: `invitation:${details.invitationId}`,
    subject: `You are invited to join ${ORGANISATION}`,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: [
        `${details.inviterName} invited you to join ${ORGANISATION} as ${roleComplement(details.role)}.`,
        `${how} Your account has its role from that first sign-in.`,
      ],
      action: { label: 'Sign in and accept', url: details.link },
      afterAction: [
        `The invitation is open until ${details.expiresOn}. If you did not expect it, you can ignore this e-mail: nothing happens until you sign in.`,
      ],
    }),
  };
}
