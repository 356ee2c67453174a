import * as z from 'zod/mini';
import { deleteAccountInput, emailLinkQuery, emailPreferencesInput, UNSUBSCRIBE_TOPICS } from '../../schemas/account.js';
import { languageInput } from '../../schemas/users.js';
import { fileAnswer, operation, streamAnswer } from '../operation.js';

/** The account's e-mail preferences: each category on (sent) or off. */
export const emailPreferences = z.strictObject({
  /** Released decisions on one's applications. */
  decisions: z.boolean(),
  /** News for one's portal: a story published or sent back, and other notices. */
  messages: z.boolean(),
  /** Whether the account's address is a confirmed newsletter subscriber. */
  newsletter: z.boolean(),
});
export type EmailPreferences = z.output<typeof emailPreferences>;

/** What an unsubscribe link from an e-mail is about, and whether that category is already off. */
export const emailLinkState = z.strictObject({ category: z.enum(UNSUBSCRIBE_TOPICS), done: z.boolean() });
export type EmailLinkState = z.output<typeof emailLinkState>;

const locale = z.enum(['en', 'fr']);

/**
 * One's own account: every role holds manage_profile, and an account without a profile is told it has none yet
 * (404) before the permission is asked.
 */
const owner = { anyOf: ['manage_profile'] } as const;

export const getEmailPreferences = operation({
  id: 'getEmailPreferences',
  method: 'GET',
  path: '/users/me/preferences',
  summary: 'Your e-mail preferences: decisions and messages, and whether your address gets the newsletter',
  answer: emailPreferences,
  status: 200,
  access: owner,
  refusals: [401, 403, 404],
});

export const setEmailPreferences = operation({
  id: 'setEmailPreferences',
  method: 'PUT',
  path: '/users/me/preferences',
  summary:
    'Save all three e-mail preferences; the newsletter on subscribes your verified address (409 when it is not verified), off unsubscribes it',
  body: emailPreferencesInput,
  answer: emailPreferences,
  status: 200,
  access: owner,
  refusals: [400, 401, 403, 404, 409],
});

export const getMyLanguage = operation({
  id: 'getMyLanguage',
  method: 'GET',
  path: '/users/me/language',
  summary: 'The language the site and your e-mails speak to you: en, fr, or null when never chosen',
  answer: z.strictObject({ locale: z.nullable(locale) }),
  status: 200,
  access: owner,
  refusals: [401, 403, 404],
});

export const setMyLanguage = operation({
  id: 'setMyLanguage',
  method: 'PUT',
  path: '/users/me/language',
  summary: 'Choose the language of the site and of your e-mails: en or fr',
  body: languageInput,
  answer: z.strictObject({ locale }),
  status: 200,
  access: owner,
  refusals: [400, 401, 403, 404],
});

/** A file (my-data-<date>.json, AccountExport), sent as an attachment rather than read by the page. */
export const exportMyData = operation({
  id: 'exportMyData',
  method: 'GET',
  path: '/users/me/export',
  summary: 'Everything the service holds about you, as a JSON file my-data-<date>.json',
  answer: fileAnswer('application/json'),
  status: 200,
  access: owner,
  refusals: [401, 403, 404],
});

export const deleteMyAccount = operation({
  id: 'deleteMyAccount',
  method: 'DELETE',
  path: '/users/me',
  summary:
    'Delete your account for good, confirmed with its e-mail address: the profile, notices, stories and e-mail preferences go, applications are anonymised, the address leaves the newsletter, Firebase deletes the sign-in account; 409 for the last admin, 503 when Firebase cannot be reached (then nothing is deleted)',
  body: deleteAccountInput,
  answer: null,
  status: 204,
  access: owner,
  refusals: [400, 401, 403, 404, 409, 503],
});

/** Anyone signed in, profile or not, to themselves only (the uid comes from the token). Events: AccountLiveEvent. */
export const followRoleChanges = operation({
  id: 'followRoleChanges',
  method: 'GET',
  path: '/users/me/live',
  summary:
    'Your own role changes and new messages as they happen, as server-sent events, each with an `id:`: `event: role` with `data: {"role":"student"}` once the new role is your Firebase custom claim (so a token refresh carries it); `event: message` with `data: {"message":{"kind":"alumni","threadId":"…"}}` when a message arrives for you in an alumni conversation or a mentor thread (`kind: "mentor"`, the mentorship id); a keep-alive comment every 25 s; never ends by itself (the service closes it when you fall too far behind, or may have missed events: reload what you show when it reconnects)',
  answer: streamAnswer,
  status: 200,
  access: 'signedIn',
  refusals: [401],
});

/** The link in every optional e-mail: no sign-in, the token in the query says whose and what. */
export const checkEmailLink = operation({
  id: 'checkEmailLink',
  method: 'GET',
  path: '/public/email/unsubscribe',
  summary: 'What an unsubscribe link is about and whether that kind of e-mail is off already; changes nothing',
  query: emailLinkQuery,
  answer: emailLinkState,
  status: 200,
  access: 'public',
  refusals: [400],
});

/** Its form body (RFC 8058) is read by the route's own parser and ignored: the token is in the query. */
export const unsubscribeByLink = operation({
  id: 'unsubscribeByLink',
  method: 'POST',
  path: '/public/email/unsubscribe',
  summary:
    'Turn off the kind of e-mail the link names: the site’s button, or one-click unsubscribe (RFC 8058, the form body List-Unsubscribe=One-Click)',
  query: emailLinkQuery,
  answer: null,
  status: 204,
  access: 'public',
  refusals: [400, 415],
});

/** The signed-in member's own account, and the unsubscribe link of optional e-mails. */
export const accountOperations = [
  getEmailPreferences,
  setEmailPreferences,
  getMyLanguage,
  setMyLanguage,
  exportMyData,
  deleteMyAccount,
  followRoleChanges,
  checkEmailLink,
  unsubscribeByLink,
] as const;
