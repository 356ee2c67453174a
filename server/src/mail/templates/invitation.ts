import type { Role } from '@sla/permissions';
import { formatDay, translator, type Translate } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

export interface InvitationMailDetails {
  invitationId: string;
  to: string;
  /** The invitee has no account yet: the language of the page the invitation was sent from. */
  locale: MailLocale;
  name: string | null;
  inviterName: string;
  role: Role;
  /** Signs them in (Firebase's e-mail link), or the sign-in page when no link could be made. */
  link: string;
  /** Whether `link` signs them in by itself. */
  signsIn: boolean;
  /** When the invitation lapses: the e-mail names the day (UTC) in the invitee's language. */
  expiresAt: Date;
}

type Values = { inviter: string; organisation: string };

/** Who invited them, as what: one whole sentence per role, so every language words (and agrees) it its own way. */
const INVITED_AS: Record<Role, (tr: Translate, values: Values) => string> = {
  admin: (tr, values) => tr('{inviter} invited you to join {organisation} as an admin.', values),
  staff: (tr, values) => tr('{inviter} invited you to join {organisation} as a member of staff.', values),
  content_editor: (tr, values) => tr('{inviter} invited you to join {organisation} as a content editor.', values),
  alumni: (tr, values) => tr('{inviter} invited you to join {organisation} as alumni.', values),
  applicant: (tr, values) => tr('{inviter} invited you to join {organisation} as an applicant.', values),
  student: (tr, values) => tr('{inviter} invited you to join {organisation} as a student.', values),
};

/** An invitation to join with a role: the role is theirs at the first sign-in with this address. */
export function invitationMail(details: InvitationMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const how = details.signsIn
    ? tr(
        'The button below signs you in with this e-mail address, with no password, for the next few hours. After that, ask for a new sign-in link on the sign-in page with this address. Your account has its role from that first sign-in.',
      )
    : tr(
        'Sign in with this e-mail address: ask for a sign-in link on the sign-in page, or sign in with Google if this is a Google address. Your account has its role from that first sign-in.',
      );
  return {
    kind: 'invitation',
    to: details.to,
    locale: details.locale,
    dedupeKey: `invitation:${details.invitationId}`,
    subject: tr('You are invited to join {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [INVITED_AS[details.role](tr, { inviter: details.inviterName, organisation: ORGANISATION }), how],
      action: { label: tr('Sign in and accept'), url: details.link },
      afterAction: [
        tr(
          'The invitation is open until {day}. If you did not expect it, you can ignore this e-mail: nothing happens until you sign in.',
          { day: formatDay(details.locale, details.expiresAt) },
        ),
      ],
    }),
  };
}
