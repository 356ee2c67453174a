import type { MyAlumniProfile } from '@sla/data';
import { msg } from '@sla/i18n';

/** The parts of a profile one fills in (the name comes from the account, so it is always there); labels are messages. */
const PARTS: readonly { label: string; filled: (profile: MyAlumniProfile) => boolean }[] = [
  { label: msg('a photo'), filled: (profile) => profile.photo !== null },
  { label: msg('a headline'), filled: (profile) => profile.headline.trim() !== '' },
  { label: msg('your programme'), filled: (profile) => profile.programId !== null },
  { label: msg('your cohort year'), filled: (profile) => profile.cohortYear !== null },
  { label: msg('your field'), filled: (profile) => profile.field !== '' },
  { label: msg('your institution'), filled: (profile) => profile.institution.trim() !== '' },
  { label: msg('your country'), filled: (profile) => profile.country !== '' },
  { label: msg('your city'), filled: (profile) => profile.city.trim() !== '' },
  { label: msg('a short bio'), filled: (profile) => profile.bio.trim() !== '' },
  { label: msg('links'), filled: (profile) => profile.links.length > 0 },
  { label: msg('skills'), filled: (profile) => profile.skills.length > 0 },
];

export interface Completeness {
  filled: number;
  total: number;
  /** What is still to add, in the form's order (messages: translate them where shown). */
  missing: string[];
}

export function completenessOf(profile: MyAlumniProfile): Completeness {
  const missing = PARTS.filter((part) => !part.filled(profile)).map((part) => part.label);
  return { filled: PARTS.length - missing.length, total: PARTS.length, missing };
}
