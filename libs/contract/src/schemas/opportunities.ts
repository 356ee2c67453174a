import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { ALUMNI_FIELDS } from './alumni.js';
import { COUNTRY_CODES } from './countries.js';
import { keepItTo } from './fields.js';
import { cursor, limit } from './paging.js';

/**
 * The opportunities board (decision 0045): what alumni and staff post, the board's search and filters, and staff's
 * reason for hiding one. Fields and countries are the alumni profiles' vocabularies, so the weekly digest can match a
 * person's field.
 */

export const OPPORTUNITY_KINDS = ['job', 'fellowship', 'call_for_papers', 'scholarship'] as const;
export type OpportunityKind = (typeof OPPORTUNITY_KINDS)[number];

/** The board's two orders: newest first, or the nearest deadline first. */
export const OPPORTUNITY_ORDERS = ['newest', 'closing'] as const;
export type OpportunityOrder = (typeof OPPORTUNITY_ORDERS)[number];

export const OPPORTUNITY_LIMITS = {
  title: 150,
  organisation: 150,
  location: 100,
  howToApply: 500,
  details: 10_000,
  fields: 5,
  countries: 10,
} as const;

export const OPPORTUNITY_MESSAGES = {
  chooseKind: msg('Choose what kind of opportunity it is.'),
  giveTitle: msg('Give the opportunity a title.'),
  giveOrganisation: msg('Name the organisation offering it.'),
  deadline: msg('Give the deadline as a date.'),
  deadlinePast: msg('The deadline has passed: give a date from today on.'),
  deadlineFar: msg('Give a deadline within two years.'),
  link: msg('Give a link starting with http:// or https://.'),
  howToApply: msg('Give a link or say how to apply.'),
  chooseField: msg('Choose a field from the list.'),
  tooManyFields: msg('Choose at most 5 fields.'),
  chooseCountry: msg('Choose a country from the list.'),
  tooManyCountries: msg('Choose at most 10 countries.'),
  remoteOrPlace: msg('Give a place, or say it is remote.'),
  hideReason: msg('Say why the opportunity is hidden: its poster reads it.'),
  search: msg('Keep the search to 100 characters or fewer.'),
  noSuchOpportunity: msg('We could not find that opportunity. It may have closed.'),
  closed: msg('This opportunity is closed and can no longer be changed.'),
  tooManyPosts: msg('You have posted many opportunities today. Try again tomorrow.'),
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as "2027-03-31" that exists (no 31 February). */
const isCalendarDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Today's date in UTC as "2027-03-31": a deadline is open through the whole of its day, in UTC. */
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Whether a deadline ("2027-03-31") is still open at `now`: through the end of its day in UTC. */
export const deadlineOpen = (deadline: string, now: Date) => deadline >= utcDate(now);

const required = (max: number, missing: string) =>
  z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(max, keepItTo({ max })));
const optional = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, keepItTo({ max }))), '');

/** A link to apply: http(s) only, so a posted link can never run script; empty when how to apply says it. */
const applyLink = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(500, keepItTo({ max: 500 })),
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), OPPORTUNITY_MESSAGES.link),
  ),
  '',
);

/** What a poster writes; the service checks the deadline against its own clock (from today, within two years). */
export const opportunityInput = z
  .object({
    kind: z.enum(OPPORTUNITY_KINDS, { error: OPPORTUNITY_MESSAGES.chooseKind }),
    title: required(OPPORTUNITY_LIMITS.title, OPPORTUNITY_MESSAGES.giveTitle),
    organisation: required(OPPORTUNITY_LIMITS.organisation, OPPORTUNITY_MESSAGES.giveOrganisation),
    location: optional(OPPORTUNITY_LIMITS.location),
    remote: z._default(z.boolean({ error: msg('Give true or false.') }), false),
    deadline: z
      .string({ error: OPPORTUNITY_MESSAGES.deadline })
      .check(z.trim(), z.refine(isCalendarDate, OPPORTUNITY_MESSAGES.deadline)),
    applyUrl: applyLink,
    howToApply: optional(OPPORTUNITY_LIMITS.howToApply),
    /** Markdown, rendered and sanitised by the service. */
    details: optional(OPPORTUNITY_LIMITS.details),
    fields: z._default(
      z
        .array(z.enum(ALUMNI_FIELDS, { error: OPPORTUNITY_MESSAGES.chooseField }))
        .check(z.maxLength(OPPORTUNITY_LIMITS.fields, OPPORTUNITY_MESSAGES.tooManyFields)),
      [],
    ),
    countries: z._default(
      z
        .array(z.enum(COUNTRY_CODES, { error: OPPORTUNITY_MESSAGES.chooseCountry }))
        .check(z.maxLength(OPPORTUNITY_LIMITS.countries, OPPORTUNITY_MESSAGES.tooManyCountries)),
      [],
    ),
  })
  .check(
    z.refine((input) => input.applyUrl !== '' || input.howToApply !== '', {
      message: OPPORTUNITY_MESSAGES.howToApply,
      path: ['applyUrl'],
    }),
    z.refine((input) => input.remote || input.location !== '', {
      message: OPPORTUNITY_MESSAGES.remoteOrPlace,
      path: ['location'],
    }),
  );
export type OpportunityInput = z.input<typeof opportunityInput>;

const yesNo = z.enum(['true', 'false'], { error: msg('Give true or false.') });

/** The board's search, filters and order, as the address carries them. */
export const opportunitiesQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100, OPPORTUNITY_MESSAGES.search))),
  kind: z.optional(z.enum(OPPORTUNITY_KINDS, { error: OPPORTUNITY_MESSAGES.chooseKind })),
  field: z.optional(z.enum(ALUMNI_FIELDS, { error: OPPORTUNITY_MESSAGES.chooseField })),
  country: z.optional(z.enum(COUNTRY_CODES, { error: OPPORTUNITY_MESSAGES.chooseCountry })),
  remote: z.optional(yesNo),
  order: z.optional(z.enum(OPPORTUNITY_ORDERS, { error: msg('Give newest or closing.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(50)),
});
export type OpportunitiesQuery = Omit<z.input<typeof opportunitiesQuery>, 'limit'> & { limit?: number };

export const hideOpportunityInput = z.object({
  reason: z
    .string({ error: OPPORTUNITY_MESSAGES.hideReason })
    .check(
      z.trim(),
      z.minLength(1, OPPORTUNITY_MESSAGES.hideReason),
      z.maxLength(500, msg('Keep the reason to 500 characters or fewer.')),
    ),
});
export type HideOpportunityInput = z.infer<typeof hideOpportunityInput>;

/** The weekly digest: on or off, and the fields to match (none: every field). */
export const opportunityDigestInput = z.object({
  on: z.boolean({ error: msg('Give true or false.') }),
  fields: z._default(z.array(z.enum(ALUMNI_FIELDS, { error: OPPORTUNITY_MESSAGES.chooseField })), []),
});
export type OpportunityDigestInput = z.input<typeof opportunityDigestInput>;
