import type { MessageKind } from '@sla/contract';
import { MESSAGE_THANKS } from '@sla/contract/serviceMessages';
import { msg } from '../../i18n/translator.js';

/**
 * How each form is named to staff, and what each kind of sender is told. `label` and `receipt` are e-mail text, marked
 * here and translated where the e-mail is written (`tr(label)`); `thanks` is the form's answer, an English sentence
 * the site shows in the reader's language (marked in @sla/contract/serviceMessages, so every page's catalogue has it).
 */
export const MESSAGE_KIND_TEXT: Record<MessageKind, { label: string; thanks: string; receipt: string }> = {
  contact: {
    label: msg('Contact'),
    thanks: MESSAGE_THANKS.contact,
    receipt: msg('Thank you for writing to us. A member of our team will read your message and reply within five working days.'),
  },
  volunteer: {
    label: msg('Volunteer'),
    thanks: MESSAGE_THANKS.volunteer,
    receipt: msg(
      'Thank you for offering to volunteer with us. We will be in touch within five working days about where your time and skills could help most.',
    ),
  },
  mentor: {
    label: msg('Mentor'),
    thanks: MESSAGE_THANKS.mentor,
    receipt: msg(
      'Thank you for offering to mentor. Our programme team matches mentors with scholars and early-career researchers; we will write within five working days to arrange a short conversation.',
    ),
  },
  partner: {
    label: msg('Partner'),
    thanks: MESSAGE_THANKS.partner,
    receipt: msg(
      'Thank you for your interest in partnering with us. The colleague who looks after partnerships will reply within five working days.',
    ),
  },
};
