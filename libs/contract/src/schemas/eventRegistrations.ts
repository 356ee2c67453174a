import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { emailAddress, isoInstant, linkToken, personName } from './fields.js';
import { cursor, limit } from './paging.js';

/** Who may register for an event: anyone with a name and an address, or signed-in alumni, or signed-in students. */
export const REGISTRATION_AUDIENCES = ['public', 'alumni', 'students'] as const;
export type RegistrationAudience = (typeof REGISTRATION_AUDIENCES)[number];
/** A registration's state; "checked_in" is a registered person who has arrived (a filter, not a stored status). */
export const REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRANT_FILTERS = ['registered', 'waiting', 'cancelled', 'checked_in'] as const;
export type RegistrantFilter = (typeof REGISTRANT_FILTERS)[number];
export const MAX_EVENT_CAPACITY = 100_000;
export const REGISTRANTS_PAGE_SIZE = 50;

/** An event's registration settings, as its editor saves them. */
export const registrationSettingsInput = z.object({
  open: z.boolean(),
  audience: z.enum(REGISTRATION_AUDIENCES, { error: msg('Choose who may register.') }),
  /** null: no limit. */
  capacity: z._default(
    z.nullable(
      z
        .number({ error: msg('Give the number of places as a whole number.') })
        .check(
          z.int(msg('Give the number of places as a whole number.')),
          z.minimum(1, msg('Give at least 1 place, or leave it empty for no limit.')),
          z.maximum(MAX_EVENT_CAPACITY, msg('Keep it to 100,000 places or fewer.')),
        ),
    ),
    null,
  ),
  /** null: registrations are taken until the event starts. */
  deadline: z._default(z.nullable(isoInstant), null),
});
export type RegistrationSettingsInput = z.input<typeof registrationSettingsInput>;

/** A visitor's registration; a signed-in person's name and address come from their account, so both may be left out. */
export const registrationInput = z.object({
  name: z.optional(personName),
  email: z.optional(emailAddress),
  /** Left empty by people; the form hides it. */
  website: z.optional(z.string().check(z.maxLength(500, msg('Leave this field empty.')))),
});
export type RegistrationInput = z.input<typeof registrationInput>;

/** The cancel link of a visitor's confirmation e-mail. */
export const registrationTokenInput = z.object({ token: linkToken });

/** The staff's list of an event's registrants. */
export const registrantsQuery = z.object({
  status: z.optional(z.enum(REGISTRANT_FILTERS, { error: msg('Choose a status.') })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, msg('Keep the search to 100 characters or fewer.')))),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});

/** Checking a registrant in at the door, or undoing it. */
export const checkInInput = z.object({ checkedIn: z.boolean() });
