import type { MyAlumniProfile } from '@sla/data';

/** The parts of a profile one fills in (the name comes from the account, so it is always there). */
const PARTS: readonly { label: string; filled: (profile: MyAlumniProfile) => boolean }[] = [
  { label: 'a photo', filled: (profile) => profile.photo !== null },
  { label: 'a headline', filled: (profile) => profile.headline.trim() !== '' },
  { label: 'your programme', filled: (profile) => profile.programId !== null },
  { label: 'your cohort year', filled: (profile) => profile.cohortYear !== null },
  { label: 'your field', filled: (profile) => profile.field !== '' },
  { label: 'your institution', filled: (profile) => profile.institution.trim() !== '' },
  { label: 'your country', filled: (profile) => profile.country !== '' },
  { label: 'your city', filled: (profile) => profile.city.trim() !== '' },
  { label: 'a short bio', filled: (profile) => profile.bio.trim() !== '' },
  { label: 'links', filled: (profile) => profile.links.length > 0 },
  { label: 'skills', filled: (profile) => profile.skills.length > 0 },
];

export interface Completeness {
  filled: number;
  total: number;
  /** What is still to add, in the form's order. */
  missing: string[];
}

export function completenessOf(profile: MyAlumniProfile): Completeness {
  const missing = PARTS.filter((part) => !part.filled(profile)).map((part) => part.label);
  return { filled: PARTS.length - missing.length, total: PARTS.length, missing };
}
