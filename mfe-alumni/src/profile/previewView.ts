import { PROFILE_FIELDS, type ProfileField, type ProfileLink, type ProfilePhoto } from '@sla/data';
import { fieldShownTo } from '@sla/contract/schemas';
import { fieldName, localCountryName } from '../names.js';
import type { ProfileDraft } from './draft.js';

/** The audiences the preview offers: who else could look at the profile. */
export const PREVIEW_AUDIENCES = ['alumni', 'staff', 'public'] as const;
export type PreviewAudience = (typeof PREVIEW_AUDIENCES)[number];

/** The profile as one audience would see it: a field they may not see is null, as the service would send it. */
export interface PreviewView {
  name: string | null;
  photo: ProfilePhoto | null;
  headline: string | null;
  programme: string | null;
  year: string | null;
  field: string | null;
  institution: string | null;
  country: string | null;
  city: string | null;
  bio: string | null;
  links: ProfileLink[] | null;
  skills: string[] | null;
  /** Fields with something in them that this audience does not see. */
  withheld: ProfileField[];
}

export interface PreviewSource {
  draft: ProfileDraft;
  name: string;
  photo: ProfilePhoto | null;
  programName: string | null;
}

/** What each field holds in the form now, as text or list; null when nothing is given. */
function filled(source: PreviewSource): Record<ProfileField, unknown> {
  const { draft } = source;
  const text = (value: string) => value.trim() || null;
  return {
    name: source.name,
    photo: source.photo,
    headline: text(draft.headline),
    programme: source.programName,
    year: text(draft.cohortYear),
    field: draft.field ? fieldName(draft.field) : null,
    institution: text(draft.institution),
    country: draft.country ? localCountryName(draft.country) : null,
    city: text(draft.city),
    bio: text(draft.bio),
    links: draft.links.length ? draft.links : null,
    skills: draft.skills.length ? draft.skills : null,
  };
}

/** The form's current values seen through `audience`'s eyes, with the same rule the service applies (fieldShownTo). */
export function previewFor(source: PreviewSource, audience: PreviewAudience): PreviewView {
  const values = filled(source);
  const shown = (field: ProfileField) => fieldShownTo(source.draft.visibility[field], audience);
  const seen = <T>(field: ProfileField) => (shown(field) ? (values[field] as T | null) : null);
  return {
    name: seen<string>('name'),
    photo: seen<ProfilePhoto>('photo'),
    headline: seen<string>('headline'),
    programme: seen<string>('programme'),
    year: seen<string>('year'),
    field: seen<string>('field'),
    institution: seen<string>('institution'),
    country: seen<string>('country'),
    city: seen<string>('city'),
    bio: seen<string>('bio'),
    links: seen<ProfileLink[]>('links'),
    skills: seen<string[]>('skills'),
    withheld: PROFILE_FIELDS.filter((field) => values[field] !== null && !shown(field)),
  };
}
