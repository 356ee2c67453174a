import type { MessageKind } from '@sla/data';

/** How each form is named to staff, and what each kind of sender is told. */
export const MESSAGE_KIND_TEXT: Record<MessageKind, { label: string; thanks: string; receipt: string }> = {
  contact: {
    label: 'Contact',
    thanks: 'Thank you for your message. We will reply within five working days.',
    receipt: 'Thank you for writing to us. A member of our team will read your message and reply within five working days.',
  },
  volunteer: {
    label: 'Volunteer',
    thanks: 'Thank you for offering to volunteer. We will be in touch within five working days.',
    receipt:
      'Thank you for offering to volunteer with us. We will be in touch within five working days about where your time and skills could help most.',
  },
  mentor: {
    label: 'Mentor',
    thanks: 'Thank you for offering to mentor. We will be in touch within five working days.',
    receipt:
      'Thank you for offering to mentor. Our programme team matches mentors with scholars and early-career researchers; we will write within five working days to arrange a short conversation.',
  },
  partner: {
    label: 'Partner',
    thanks: 'Thank you for your interest in partnering with us. We will reply within five working days.',
    receipt:
      'Thank you for your interest in partnering with us. The colleague who looks after partnerships will reply within five working days.',
  },
};
