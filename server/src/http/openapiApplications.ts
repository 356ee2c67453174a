import { answers, object, ok, nullable, ref } from './openapiHelpers.js';

// Programmes, applications, their files and review are declared once (@sla/data/contract/applications); what is left
// here are the notices, which the people area declares in its own time.
const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };

export const applicationsComponents = {
  Notice: object({ id: str, text: str, link: nullable('string'), createdAt: time, readAt: nullable('string') }),
};

/** The member's own notices. */
export function applicationsPaths() {
  return {
    '/notices': {
      get: {
        summary: 'Your notices, newest first (the latest 50)',
        responses: answers({ 200: ok('Notices', object({ items: { type: 'array', items: ref('Notice') } })) }, 401),
      },
    },
    '/notices/{id}/read': {
      post: {
        summary: 'Mark one of your notices read',
        parameters: [{ name: 'id', in: 'path', required: true, schema: str }],
        responses: answers({ 204: { description: 'Marked read' } }, 401, 404),
      },
    },
  };
}
