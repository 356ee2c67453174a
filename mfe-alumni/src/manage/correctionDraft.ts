import type { AlumniProfileView, FieldErrors, ProfileLink } from '@sla/data';
import { fieldErrors, profileCorrectionInput, type ProfileCorrectionInput } from '@sla/contract/schemas';

/** The correction form's values as typed: the year stays text until checked; no programme is ''. */
export interface CorrectionDraft {
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
}

export type Correctable = keyof CorrectionDraft;

/**
 * Which fields staff see, from what the service sent: a field is null when the alumnus keeps it to themself (and a
 * text field also when it is empty, which looks the same on purpose). Only those staff see can be corrected.
 */
export type SeenFields = Record<Correctable, boolean>;

export function seenFields(view: AlumniProfileView): SeenFields {
  const seen = (value: unknown) => value !== null;
  return {
    headline: seen(view.headline),
    programId: seen(view.programId),
    cohortYear: seen(view.cohortYear),
    field: seen(view.field),
    institution: seen(view.institution),
    country: seen(view.country),
    city: seen(view.city),
    bio: seen(view.bio),
    links: seen(view.links),
    skills: seen(view.skills),
  };
}

export function draftFrom(view: AlumniProfileView): CorrectionDraft {
  return {
    headline: view.headline ?? '',
    programId: view.programId ?? '',
    cohortYear: view.cohortYear === null ? '' : String(view.cohortYear),
    field: view.field ?? '',
    institution: view.institution ?? '',
    country: view.country ?? '',
    city: view.city ?? '',
    bio: view.bio ?? '',
    links: (view.links ?? []).map((link) => ({ ...link })),
    skills: [...(view.skills ?? [])],
  };
}

/**
 * What is sent: a field staff do not see goes as its empty value, which the service reads as "leave it alone"; every
 * other field as typed (the year as a number, or null when not given).
 */
export function candidateFrom(draft: CorrectionDraft, seen: SeenFields): unknown {
  const year = draft.cohortYear.trim();
  const typed = {
    ...draft,
    programId: draft.programId || null,
    // A year that is not a number stays NaN, which the schema refuses with its own words.
    cohortYear: year === '' ? null : Number(year),
  };
  const empty = {
    headline: '',
    programId: null,
    cohortYear: null,
    field: '',
    institution: '',
    country: '',
    city: '',
    bio: '',
    links: [],
    skills: [],
  };
  return Object.fromEntries((Object.keys(empty) as Correctable[]).map((key) => [key, seen[key] ? typed[key] : empty[key]]));
}

export type CheckedCorrection = { ok: true; input: ProfileCorrectionInput } | { ok: false; errors: FieldErrors };

/** The correction checked with the service's own schema, so the form shows the words the service would answer with. */
export function checkCorrection(draft: CorrectionDraft, seen: SeenFields): CheckedCorrection {
  const result = profileCorrectionInput.safeParse(candidateFrom(draft, seen));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues) };
}
