import { isTranslated, msg, t } from '@sla/i18n';
import { messageWith } from '../messages.js';

/**
 * What the data service says about alumni profiles and the alumni network's reports (server/src/alumni), beyond the
 * shared ALUMNI_MESSAGES of @sla/contract/schemas, and the notices it leaves an alumnus when staff act on their profile.
 */

/** A profile's field as the service names it in a sentence ("headline"), in the reader's language. */
const FIELD_NAME = msg(
  '{field, select, headline {headline} programme {programme} year {year} field {field} institution {institution} country {country} city {city} bio {bio} links {links} skills {skills} other {{field}}}',
);
const fieldLocalised = (english: string) => (isTranslated(FIELD_NAME) ? t(FIELD_NAME, { field: english }) : english);
/** "headline, city", as the service lists fields, in the reader's language. */
const fieldsLocalised = (english: string) => english.split(', ').map(fieldLocalised).join(', ');

const STAFF_CANNOT_SEE = messageWith(
  msg('The alumnus keeps their {label} to themself, so staff cannot see or correct it. Leave it empty.'),
  { label: fieldLocalised },
);

/** The profile service's own words. `label`: a field as the service names it ("headline", "city"). */
export const PROFILE_MESSAGES = {
  noSuchProgramme: msg('Choose a programme from the list.'),
  noSuchPhoto: msg('We could not find that photo. It may have been replaced.'),
  staffCannotSee: (label: string) => STAFF_CANNOT_SEE({ label }),
} as const;

/** Reporting a member of the network. */
export const REPORT_MESSAGES = {
  reportSelf: msg('You cannot report yourself.'),
  noSuchMessage: msg('Choose a message this alumnus sent you.'),
  noSuchReport: msg('We could not find that report.'),
} as const;

const HIDDEN = messageWith(msg('Staff have hidden your profile from other alumni for now. The reason they gave: {reason}'));
const CORRECTED = messageWith(msg('Staff corrected your profile: {fields}.'), { fields: fieldsLocalised });

/** The portal notices an alumnus gets when staff hide, show again or correct their profile. */
export const PROFILE_NOTICES = {
  hidden: (reason: string) => HIDDEN({ reason }),
  unhidden: msg('Your profile is back in the alumni directory.'),
  /** `labels`: the fields changed, as the service names them ("headline", "city"). */
  corrected: (labels: readonly string[]) => CORRECTED({ fields: labels.join(', ') }),
} as const;

const OPPORTUNITY_HIDDEN = messageWith(
  msg('Staff took your opportunity “{title}” off the board. The reason they gave: {reason}'),
);

/** The notice a poster gets when staff hide their opportunity. */
export const OPPORTUNITY_NOTICES = {
  hidden: (title: string, reason: string) => OPPORTUNITY_HIDDEN({ title, reason }),
} as const;
