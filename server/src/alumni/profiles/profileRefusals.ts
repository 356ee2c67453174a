import { DataError } from '@sla/data';
import { ALUMNI_MESSAGES } from '@sla/data/schemas';

/** The profile service's own words, beside the shared ALUMNI_MESSAGES the forms use. */
export const PROFILE_MESSAGES = {
  noSuchProgramme: 'Choose a programme from the list.',
  noSuchPhoto: 'We could not find that photo. It may have been replaced.',
  staffCannotSee: (label: string) =>
    `The alumnus keeps their ${label} to themself, so staff cannot see or correct it. Leave it empty.`,
} as const;

/** 404 for a caller who owns no profile (staff, admins, anyone but alumni). */
export const noProfile = () => new DataError('not_found', ALUMNI_MESSAGES.noProfile);

/** 404 for a profile that does not exist or that the viewer may not see: the same answer for both. */
export const noSuchAlumnus = () => new DataError('not_found', ALUMNI_MESSAGES.noSuchAlumnus);
