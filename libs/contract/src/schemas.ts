// One schema per input, used by the server to validate and by the screens to check before sending.
// Each area has its own file under schemas/; this is the one entry point (@sla/contract/schemas).
export * from './schemas/parse.js';
export { CURSOR_INVALID } from './schemas/paging.js';
export * from './schemas/fields.js';
export * from './schemas/users.js';
export * from './schemas/audit.js';
export * from './schemas/content.js';
export * from './schemas/newsletter.js';
export * from './schemas/messages.js';
export * from './schemas/followUps.js';
export * from './schemas/donations.js';
export * from './schemas/outbox.js';
export * from './schemas/applications.js';
export * from './schemas/references.js';
export * from './schemas/contentEditing.js';
export * from './schemas/account.js';
export * from './schemas/learning.js';
export * from './schemas/alumni.js';
export * from './schemas/siteSettings.js';
export * from './schemas/people.js';
export * from './schemas/eventRegistrations.js';
export { COUNTRY_CODES, countryName } from './schemas/countries.js';
export * from './schemas/applicantMessages.js';
export * from './schemas/opportunities.js';
export * from './schemas/mentorRequests.js';
export * from './schemas/mentorshipEndings.js';
export * from './schemas/giving.js';
