import { deleteAccountInput, EMAIL_CATEGORIES, emailLinkQuery, emailPreferencesInput, languageInput } from '@sla/data/schemas';
import { answers, body, object, ok, queryParams, ref } from './openapiHelpers.js';

const flag = { type: 'boolean' };
const list = { type: 'array', items: { type: 'object' } };
const preferences = ok('Your e-mail preferences', ref('EmailPreferences'));
const language = ok('Your language', ref('Language'));

export const accountComponents = {
  EmailPreferences: object({ decisions: flag, messages: flag, newsletter: flag }),
  Language: object({ locale: { enum: ['en', 'fr', null] } }),
  EmailLinkState: object({ category: { enum: [...EMAIL_CATEGORIES] }, done: flag }),
  AccountExport: object({
    exportedAt: { type: 'string', format: 'date-time' },
    profile: ref('UserProfile'),
    emailPreferences: ref('EmailPreferences'),
    roleHistory: list,
    applications: list,
    notices: list,
    messagesToStaff: list,
    newsletter: { type: ['object', 'null'] },
    donations: list,
    pledges: list,
    storySubmissions: list,
    creditedPosts: list,
    alumniProfile: { type: ['object', 'null'] },
    alumniMessagesSent: list,
    alumniBlocks: list,
    alumniReportsMade: list,
    learning: object({
      cohortMemberships: list,
      modulesDone: list,
      handIns: list,
      handInFiles: list,
      mentorships: list,
    }),
  }),
};

/** DELETE /users/me, which openapi.ts adds to the /users/me path it describes. */
export const deleteMyAccountOperation = {
  summary:
    'Delete your account for good, confirmed with its e-mail address (manage_profile): the profile, notices, stories and e-mail preferences go, applications are anonymised, the address leaves the newsletter, Firebase deletes the sign-in account; 409 for the last admin, 503 when Firebase cannot be reached (then nothing is deleted)',
  requestBody: body(deleteAccountInput),
  responses: answers({ 204: { description: 'Deleted' } }, 400, 401, 403, 404, 409, 503),
};

/** The account screen's e-mail preferences and data download, and the unsubscribe link of optional e-mails. */
export function accountPaths() {
  return {
    '/users/me/preferences': {
      get: {
        summary: 'Your e-mail preferences (manage_profile): decisions and messages, and whether your address gets the newsletter',
        responses: answers({ 200: preferences }, 401, 403, 404),
      },
      put: {
        summary:
          'Save all three e-mail preferences (manage_profile); the newsletter on subscribes your verified address (409 when it is not verified), off unsubscribes it',
        requestBody: body(emailPreferencesInput),
        responses: answers({ 200: preferences }, 400, 401, 403, 404, 409),
      },
    },
    '/users/me/language': {
      get: {
        summary: 'The language the site and your e-mails speak to you (manage_profile): en, fr, or null when never chosen',
        responses: answers({ 200: language }, 401, 403, 404),
      },
      put: {
        summary: 'Choose the language of the site and of your e-mails (manage_profile): en or fr',
        requestBody: body(languageInput),
        responses: answers({ 200: language }, 400, 401, 403, 404),
      },
    },
    '/users/me/export': {
      get: {
        summary: 'Everything the service holds about you, as a JSON file my-data-<date>.json (manage_profile)',
        responses: answers({ 200: ok('Your data, as an attachment', ref('AccountExport')) }, 401, 403, 404),
      },
    },
    '/public/email/unsubscribe': {
      get: {
        security: [],
        summary: 'What an unsubscribe link is about and whether that kind of e-mail is off already; changes nothing',
        parameters: queryParams(emailLinkQuery),
        responses: answers({ 200: ok('The link', ref('EmailLinkState')) }, 400),
      },
      post: {
        security: [],
        summary:
          'Turn off the kind of e-mail the link names: the site’s button, or one-click unsubscribe (RFC 8058, the form body List-Unsubscribe=One-Click)',
        parameters: queryParams(emailLinkQuery),
        requestBody: {
          required: false,
          content: { 'application/x-www-form-urlencoded': { schema: { type: 'string', example: 'List-Unsubscribe=One-Click' } } },
        },
        responses: answers({ 204: { description: 'Turned off' } }, 400, 415),
      },
    },
  };
}
