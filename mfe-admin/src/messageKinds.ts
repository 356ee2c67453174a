import type { MessageKind } from '@sla/data';
import { msg } from '@sla/i18n';

/** How staff name the public forms a message came through; translated with t() where shown. */
export const MESSAGE_KIND_LABELS: Readonly<Record<MessageKind, string>> = {
  contact: msg('Contact'),
  volunteer: msg('Volunteer'),
  mentor: msg('Mentor'),
  partner: msg('Partner'),
};
