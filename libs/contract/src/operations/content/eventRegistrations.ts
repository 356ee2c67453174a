import * as z from 'zod/mini';
import {
  checkInInput,
  REGISTRATION_AUDIENCES,
  REGISTRATION_STATUSES,
  registrantsQuery,
  registrationInput,
  registrationSettingsInput,
  registrationTokenInput,
} from '../../schemas/eventRegistrations.js';
import { EVENT_DOOR_PERMISSIONS } from '@sla/permissions';
import { fileAnswer, operation } from '../operation.js';
import { publicEvent } from '../site/pages.js';

/** An event's registration settings and how many places are taken (null settings: the event takes none here). */
export const registrationSettings = z.strictObject({
  open: z.boolean(),
  audience: z.enum(REGISTRATION_AUDIENCES),
  capacity: z.nullable(z.int()),
  deadline: z.nullable(z.string()),
  registered: z.int(),
  waiting: z.int(),
  checkedIn: z.int(),
});
export type RegistrationSettings = z.output<typeof registrationSettings>;

/** What the public event page shows about registering, by the server's clock. */
export const registrationState = z.strictObject({
  audience: z.enum(REGISTRATION_AUDIENCES),
  /** "open": taking places; "full": only the waiting list; "closed": the deadline or the start has passed. */
  state: z.enum(['open', 'full', 'closed']),
  capacity: z.nullable(z.int()),
  placesLeft: z.nullable(z.int()),
  deadline: z.nullable(z.string()),
});
export type RegistrationState = z.output<typeof registrationState>;

/** The answer to a registration: where the person stands, in a sentence. */
export const registrationOutcome = z.strictObject({
  status: z.enum(REGISTRATION_STATUSES),
  message: z.string(),
});
export type RegistrationOutcome = z.output<typeof registrationOutcome>;

/** One registrant as staff see them. */
export const registrant = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  checkedInAt: z.nullable(z.string()),
  hasAccount: z.boolean(),
  registeredAt: z.string(),
});
export type Registrant = z.output<typeof registrant>;

const editors = { anyOf: ['edit_content'] } as const;
/** Those who run the door: editors and staff (decision 0046). */
const door = { anyOf: EVENT_DOOR_PERMISSIONS };

/** An event taking registrations, as the people at its door list them. */
export const registrationEvent = z.strictObject({
  id: z.string(),
  title: z.string(),
  startsAt: z.nullable(z.string()),
  location: z.nullable(z.string()),
  settings: registrationSettings,
});
export type RegistrationEvent = z.output<typeof registrationEvent>;

export const listRegistrationEvents = operation({
  id: 'listRegistrationEvents',
  method: 'GET',
  path: '/event-registrations/events',
  summary: 'The events that take registrations on the site, from those of the last 30 days on, soonest first, with their counts',
  answer: z.strictObject({ items: z.array(registrationEvent) }),
  status: 200,
  access: door,
  refusals: [401, 403],
});

export const getRegistrationSettings = operation({
  id: 'getRegistrationSettings',
  method: 'GET',
  path: '/content/events/{id}/registration',
  summary: "An event's registration settings and counts; null when it takes no registrations on the site",
  answer: z.strictObject({ settings: z.nullable(registrationSettings) }),
  status: 200,
  access: door,
  refusals: [401, 403, 404],
});

export const saveRegistrationSettings = operation({
  id: 'saveRegistrationSettings',
  method: 'PUT',
  path: '/content/events/{id}/registration',
  summary: 'Open or close registration, who may register, the places and the deadline; more places promote the waiting list',
  body: registrationSettingsInput,
  answer: z.strictObject({ settings: z.nullable(registrationSettings) }),
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404],
});

export const listRegistrants = operation({
  id: 'listRegistrants',
  method: 'GET',
  path: '/content/events/{id}/registrants',
  summary: "An event's registrants by name, a page at a time, searched by name or e-mail and filtered by status",
  query: registrantsQuery,
  answer: z.strictObject({ items: z.array(registrant), nextCursor: z.nullable(z.string()), settings: registrationSettings }),
  status: 200,
  access: door,
  refusals: [400, 401, 403, 404],
});

export const exportRegistrantsCsv = operation({
  id: 'exportRegistrantsCsv',
  method: 'GET',
  path: '/content/events/{id}/registrants.csv',
  summary: "An event's registrants as CSV (the list's filters), streamed",
  query: registrantsQuery,
  answer: fileAnswer('text/csv'),
  status: 200,
  access: door,
  refusals: [400, 401, 403, 404],
});

export const checkInRegistrant = operation({
  id: 'checkInRegistrant',
  method: 'PUT',
  path: '/content/events/{id}/registrants/{registrantId}/check-in',
  summary: 'Check a registered person in at the door, or undo it',
  body: checkInInput,
  answer: registrant,
  status: 200,
  access: door,
  refusals: [400, 401, 403, 404, 409],
});

export const getEventRegistration = operation({
  id: 'getEventRegistration',
  method: 'GET',
  path: '/public/events/{slug}/registration',
  summary:
    "A published event (in the request's language where translated) with its registration state by the server clock, and the signed-in caller's own registration (null signed out)",
  answer: z.strictObject({
    event: publicEvent,
    registration: z.nullable(registrationState),
    mine: z.nullable(registrationOutcome),
  }),
  status: 200,
  access: 'public',
  refusals: [404],
});

export const registerForEvent = operation({
  id: 'registerForEvent',
  method: 'POST',
  path: '/public/events/{slug}/registration',
  summary:
    'Register (a place, or the waiting list when full): visitors give a name and e-mail; alumni and student events need that role signed in',
  body: registrationInput,
  answer: registrationOutcome,
  status: 201,
  access: 'public',
  refusals: [400, 401, 403, 404, 409, 429],
});

export const cancelMyRegistration = operation({
  id: 'cancelMyRegistration',
  method: 'DELETE',
  path: '/public/events/{slug}/registration',
  summary: "Cancel the signed-in caller's own registration; the first on the waiting list takes the place",
  answer: registrationOutcome,
  status: 200,
  access: 'signedIn',
  refusals: [401, 404],
});

export const cancelRegistrationByLink = operation({
  id: 'cancelRegistrationByLink',
  method: 'POST',
  path: '/public/event-registrations/cancel',
  summary: "Cancel a visitor's registration with the link of its confirmation e-mail",
  body: registrationTokenInput,
  answer: registrationOutcome,
  status: 200,
  access: 'public',
  refusals: [400, 404, 429],
});

export const downloadEventCalendar = operation({
  id: 'downloadEventCalendar',
  method: 'GET',
  path: '/public/events/{slug}/calendar.ics',
  summary: 'A published event as an iCalendar file',
  answer: fileAnswer('text/calendar'),
  status: 200,
  access: 'public',
  refusals: [404],
});

/** Registration for events: the editors' settings, the door's registrants (editors and staff), and the public page's registering. */
export const eventRegistrationOperations = [
  listRegistrationEvents,
  getRegistrationSettings,
  saveRegistrationSettings,
  listRegistrants,
  exportRegistrantsCsv,
  checkInRegistrant,
  getEventRegistration,
  registerForEvent,
  cancelMyRegistration,
  cancelRegistrationByLink,
  downloadEventCalendar,
] as const;
