import type { MessageKind } from '@sla/data';

/** How staff name the public forms a message came through. */
export const MESSAGE_KIND_LABELS: Readonly<Record<MessageKind, string>> = {
  contact: 'Contact',
  volunteer: 'Volunteer',
  mentor: 'Mentor',
  partner: 'Partner',
};
