import { DataError } from '@sla/contract';
import { ALUMNI_MESSAGES } from '@sla/contract/schemas';
import { PROFILE_MESSAGES } from '@sla/contract/serviceMessages';

export { PROFILE_MESSAGES };

/** 404 for a caller who owns no profile (staff, admins, anyone but alumni). */
export const noProfile = () => new DataError('not_found', ALUMNI_MESSAGES.noProfile);

/** 404 for a profile that does not exist or that the viewer may not see: the same answer for both. */
export const noSuchAlumnus = () => new DataError('not_found', ALUMNI_MESSAGES.noSuchAlumnus);
