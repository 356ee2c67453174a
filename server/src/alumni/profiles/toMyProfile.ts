import type { MyAlumniProfile } from '@sla/contract';
import type { LoadedProfile } from './loadProfile.js';
import { photoOf } from './visibleProfile.js';

/** One's own profile: every field as written, with its visibility. Only ever sent to the profile's owner. */
export function toMyProfile({ row, names }: LoadedProfile): MyAlumniProfile {
  return {
    uid: row.uid,
    name: row.name,
    photo: photoOf(row.photoId),
    headline: row.headline,
    programId: row.programId,
    programName: names.programName,
    cohortYear: row.cohortYear,
    fromCohort: row.cohortId !== null,
    field: row.field,
    institution: row.institution,
    country: row.country,
    city: row.city,
    bio: row.bio,
    links: row.links,
    skills: row.skills,
    openToMentoring: row.openToMentoring,
    openToMessages: row.openToMessages,
    visibility: row.visibility,
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), byName: names.hiddenByName ?? '', reason: row.hiddenReason ?? '' }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
