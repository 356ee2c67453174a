import type { FieldErrors, MyAlumniProfile, ProfileLink, ProfileVisibilityMap } from '@sla/data';
import { fieldErrors, myProfileInput, type MyProfileInput } from '@sla/contract/schemas';

/**
 * The profile form's values as typed: the year stays text until it is checked, and no programme is ''. Everything
 * else has the shape the service takes (myProfileInput), so the form checks exactly what the service will.
 */
export interface ProfileDraft {
  headline: string;
  programId: string;
  cohortYear: string;
  field: string;
  institution: string;
  country: string;
  city: string;
  bio: string;
  links: ProfileLink[];
  skills: string[];
  openToMentoring: boolean;
  openToMessages: boolean;
  visibility: ProfileVisibilityMap;
}

export const MAX_LINKS = 5;
export const MAX_SKILLS = 15;
export const MAX_BIO = 1000;

export function draftFrom(profile: MyAlumniProfile): ProfileDraft {
  return {
    headline: profile.headline,
    programId: profile.programId ?? '',
    cohortYear: profile.cohortYear === null ? '' : String(profile.cohortYear),
    field: profile.field,
    institution: profile.institution,
    country: profile.country,
    city: profile.city,
    bio: profile.bio,
    links: profile.links.map((link) => ({ ...link })),
    skills: [...profile.skills],
    openToMentoring: profile.openToMentoring,
    openToMessages: profile.openToMessages,
    visibility: { ...profile.visibility },
  };
}

/** Whether anything differs from what was last saved. */
export function draftChanged(draft: ProfileDraft, saved: ProfileDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** What is sent: the year as a number (or null when not given), the programme as null when none is chosen. */
export function candidateFrom(draft: ProfileDraft): unknown {
  const year = draft.cohortYear.trim();
  return {
    ...draft,
    programId: draft.programId || null,
    // A year that is not a number stays NaN, which the schema refuses with its own words.
    cohortYear: year === '' ? null : Number(year),
  };
}

export type CheckedDraft = { ok: true; input: MyProfileInput } | { ok: false; errors: FieldErrors };

/** The draft checked with the service's own schema, so the form shows the words the service would answer with. */
export function checkDraft(draft: ProfileDraft): CheckedDraft {
  const result = myProfileInput.safeParse(candidateFrom(draft));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}
