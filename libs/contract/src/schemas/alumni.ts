import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import {
  PROFILE_FIELDS,
  PROFILE_VISIBILITIES,
  REPORT_REASONS,
  type ProfileAudience,
  type ProfileVisibility,
} from '../types/alumni.js';
import { COUNTRY_CODES } from './countries.js';
import { moduleLink } from './learning.js';
import { cursor, limit } from './paging.js';

/** The alumni network's inputs: one's profile, staff corrections, the directory's search, messages, blocks, reports. */

export const ALUMNI_MESSAGES = {
  headlineTooLong: msg('Keep the headline to 120 characters or fewer.'),
  chooseField: msg('Choose a field from the list.'),
  institutionTooLong: msg('Keep the institution to 150 characters or fewer.'),
  chooseCountry: msg('Choose a country from the list.'),
  cityTooLong: msg('Keep the city to 100 characters or fewer.'),
  bioTooLong: msg('Keep the bio to 1,000 characters or fewer.'),
  tooManyLinks: msg('Give at most 5 links.'),
  tooManySkills: msg('Give at most 15 skills.'),
  skillTooLong: msg('Keep each skill to 40 characters or fewer.'),
  emptySkill: msg('Remove the empty skill.'),
  chooseProgramme: msg('Choose a programme.'),
  year: msg('Give the year you finished, from 2010 to next year.'),
  chooseVisibility: msg('Choose who may see each part of your profile.'),
  hideReason: msg('Say why the profile is hidden: its owner reads it.'),
  search: msg('Keep the search to 100 characters or fewer.'),
  writeMessage: msg('Write a message.'),
  messageTooLong: msg('Keep the message to 5,000 characters or fewer.'),
  chooseReason: msg('Choose what is wrong.'),
  detailsTooLong: msg('Keep the details to 2,000 characters or fewer.'),
  notOpenToMessages: msg('This alumnus does not take messages.'),
  blocked: msg('You cannot message this alumnus.'),
  noSuchAlumnus: msg('We could not find that alumnus.'),
  noSuchConversation: msg('We could not find that conversation.'),
  noProfile: msg('Alumni profiles are for alumni. Staff manage them from Alumni profiles.'),
  tooManyMessages: msg('You have sent many messages in a short time. Wait a few minutes and try again.'),
  tooManyReports: msg(
    'You have sent many reports today. The team reads each one; if there is more to report, try again tomorrow.',
  ),
  blockSelf: msg('You cannot block yourself.'),
  messageSelf: msg('You cannot message yourself.'),
} as const;

/** Fields of study alumni choose from, so the directory can filter by them. */
export const ALUMNI_FIELDS = [
  msg('Agriculture and food science'),
  msg('Biology'),
  msg('Chemistry'),
  msg('Computer science'),
  msg('Data science and AI'),
  msg('Earth and environmental science'),
  msg('Engineering'),
  msg('Mathematics and statistics'),
  msg('Medicine and health'),
  msg('Physics and astronomy'),
  msg('Public health'),
  msg('Science policy and education'),
] as const;

/** The earliest cohort year a profile may carry (the organisation's first intake was later). */
export const FIRST_ALUMNI_YEAR = 2010;

/** Whether a field with this visibility reaches this viewer. Only me reaches nobody else, not even staff. */
export function fieldShownTo(visibility: ProfileVisibility, audience: ProfileAudience): boolean {
  if (audience === 'self') return true;
  const reach: Record<Exclude<ProfileAudience, 'self'>, readonly ProfileVisibility[]> = {
    staff: ['staff', 'alumni', 'public'],
    alumni: ['alumni', 'public'],
    public: ['public'],
  };
  return reach[audience].includes(visibility);
}

const optionalText = (max: number, tooLong: string) => z.string().check(z.trim(), z.maxLength(max, tooLong));
const rowId = z.string().check(z.minLength(1), z.maxLength(128));
const visibility = z.enum(PROFILE_VISIBILITIES, { error: ALUMNI_MESSAGES.chooseVisibility });

const skill = z
  .string()
  .check(z.trim(), z.minLength(1, ALUMNI_MESSAGES.emptySkill), z.maxLength(40, ALUMNI_MESSAGES.skillTooLong));

const cohortYear = z.number({ error: ALUMNI_MESSAGES.year }).check(
  z.int(ALUMNI_MESSAGES.year),
  z.minimum(FIRST_ALUMNI_YEAR, ALUMNI_MESSAGES.year),
  z.refine((year) => year <= new Date().getUTCFullYear() + 1, ALUMNI_MESSAGES.year),
);

/** What an alumnus or a correcting staff member may write, visibility apart. Empty text means not given. */
export const profileFields = {
  headline: optionalText(120, ALUMNI_MESSAGES.headlineTooLong),
  field: z.union([z.literal(''), z.enum(ALUMNI_FIELDS, { error: ALUMNI_MESSAGES.chooseField })], {
    error: ALUMNI_MESSAGES.chooseField,
  }),
  institution: optionalText(150, ALUMNI_MESSAGES.institutionTooLong),
  country: z.union([z.literal(''), z.enum(COUNTRY_CODES, { error: ALUMNI_MESSAGES.chooseCountry })], {
    error: ALUMNI_MESSAGES.chooseCountry,
  }),
  city: optionalText(100, ALUMNI_MESSAGES.cityTooLong),
  bio: optionalText(1000, ALUMNI_MESSAGES.bioTooLong),
  links: z.array(moduleLink).check(z.maxLength(5, ALUMNI_MESSAGES.tooManyLinks)),
  skills: z.array(skill).check(z.maxLength(15, ALUMNI_MESSAGES.tooManySkills)),
  /** Ignored (kept as it is) when the profile came from a completed cohort. */
  programId: z.nullable(rowId),
  cohortYear: z.nullable(cohortYear),
};

/** One's own profile, with who may see each field and what one is open to. */
export const myProfileInput = z.object({
  ...profileFields,
  openToMentoring: z.boolean(),
  openToMessages: z.boolean(),
  visibility: z.object(
    Object.fromEntries(PROFILE_FIELDS.map((name) => [name, visibility])) as Record<
      (typeof PROFILE_FIELDS)[number],
      typeof visibility
    >,
  ),
});
export type MyProfileInput = z.infer<typeof myProfileInput>;

/** Staff correcting what an alumnus wrote: the same fields; visibility and openness stay the alumnus's choice. */
export const profileCorrectionInput = z.object(profileFields);
export type ProfileCorrectionInput = z.infer<typeof profileCorrectionInput>;

export const hideProfileInput = z.object({
  reason: z
    .string({ error: ALUMNI_MESSAGES.hideReason })
    .check(
      z.trim(),
      z.minLength(1, ALUMNI_MESSAGES.hideReason),
      z.maxLength(500, msg('Keep the reason to 500 characters or fewer.')),
    ),
});
export type HideProfileInput = z.infer<typeof hideProfileInput>;

const yesNo = z.enum(['true', 'false'], { error: msg('Give true or false.') });

/** The directory's search and filters, as the address carries them. */
export const directoryQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100, ALUMNI_MESSAGES.search))),
  programId: z.optional(rowId),
  year: z.optional(
    z.coerce.number({ error: ALUMNI_MESSAGES.year }).check(z.int(ALUMNI_MESSAGES.year), z.minimum(1900), z.maximum(9999)),
  ),
  country: z.optional(z.enum(COUNTRY_CODES, { error: ALUMNI_MESSAGES.chooseCountry })),
  field: z.optional(z.enum(ALUMNI_FIELDS, { error: ALUMNI_MESSAGES.chooseField })),
  openToMentoring: z.optional(yesNo),
  /** Staff only: hidden profiles too (true) or only them (only). */
  hidden: z.optional(z.enum(['include', 'only'], { error: msg('Give include or only.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type DirectoryQuery = Omit<z.input<typeof directoryQuery>, 'limit' | 'year'> & { limit?: number; year?: number };

export const alumniMessageInput = z.object({
  body: z
    .string({ error: ALUMNI_MESSAGES.writeMessage })
    .check(z.trim(), z.minLength(1, ALUMNI_MESSAGES.writeMessage), z.maxLength(5000, ALUMNI_MESSAGES.messageTooLong)),
});
export type AlumniMessageInput = z.infer<typeof alumniMessageInput>;

export const alumniMessagesQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });
export type AlumniMessagesQuery = Omit<z.input<typeof alumniMessagesQuery>, 'limit'> & { limit?: number };

export const reportInput = z.object({
  reportedUid: rowId,
  reason: z.enum(REPORT_REASONS, { error: ALUMNI_MESSAGES.chooseReason }),
  details: optionalText(2000, ALUMNI_MESSAGES.detailsTooLong),
  /** The message reported, when reported from a conversation. */
  messageId: z.optional(z.nullable(rowId)),
});
export type ReportInput = z.infer<typeof reportInput>;

export const reportsQuery = z.object({
  state: z.optional(z.enum(['open', 'resolved'], { error: msg('Give open or resolved.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type ReportsQuery = Omit<z.input<typeof reportsQuery>, 'limit'> & { limit?: number };
