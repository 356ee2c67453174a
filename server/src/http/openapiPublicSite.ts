import { listMessagesQuery, listOutboxQuery } from '@sla/data/schemas';
import { answers, nullable, object, page, queryParams } from './openapiHelpers.js';

// The public site's own operations are declared (@sla/data/contract/site); what is left here is the staff's reading of
// the messages it collects and of the mail the service sends.
const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };

export const publicSiteComponents = {
  ContactMessage: object({
    id: str,
    kind: { enum: ['contact', 'volunteer', 'mentor', 'partner'] },
    name: str,
    email: str,
    organisation: nullable('string'),
    message: str,
    createdAt: time,
  }),
  OutboxMessage: object({
    id: str,
    kind: str,
    to: str,
    replyTo: nullable('string'),
    subject: str,
    text: str,
    html: nullable('string'),
    status: { enum: ['queued', 'sending', 'sent', 'failed'] },
    attempts: { type: 'integer' },
    nextAttemptAt: time,
    lastError: nullable('string'),
    transport: nullable('string'),
    createdAt: time,
    sentAt: nullable('string'),
  }),
};

/** The staff endpoints reading what the public site collects and the mail sent. */
export function publicSitePaths() {
  return {
    '/outbox': {
      get: {
        summary: 'E-mails sent or to be sent, newest first (manage_system_settings: admins)',
        parameters: queryParams(listOutboxQuery),
        responses: answers({ 200: page('OutboxMessage') }, 400, 401, 403),
      },
    },
    '/messages': {
      get: {
        summary: 'Contact and Get Involved messages, newest first (view_all_users)',
        parameters: queryParams(listMessagesQuery),
        responses: answers({ 200: page('ContactMessage') }, 400, 401, 403),
      },
    },
  };
}
