import type { ProfileField, ProfileVisibility } from '@sla/data';
import { msg } from '@sla/i18n';

/**
 * Each profile field's name as people read it, in "Who can see your …" and in the preview (messages: translated where
 * shown; a translation may carry the possessive its language needs).
 */
export const FIELD_LABELS: Record<ProfileField, string> = {
  name: msg('name'),
  photo: msg('photo'),
  headline: msg('headline'),
  programme: msg('programme'),
  year: msg('cohort year'),
  field: msg('field'),
  institution: msg('institution'),
  country: msg('country'),
  city: msg('city'),
  bio: msg('short bio'),
  links: msg('links'),
  skills: msg('skills'),
};

export const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  only_me: msg('Only me'),
  staff: msg('Staff'),
  alumni: msg('Alumni'),
  public: msg('Public'),
};

/** The form control an error about `path` belongs to, so the summary can link to it. */
export function controlIdFor(path: string): string {
  // Each skill has no control of its own: the one box where skills are typed stands for all of them.
  const control = path.startsWith('skills.') ? 'skills' : path;
  return `profile-${control.replace(/\./g, '-')}`;
}

/** Asked before leaving the profile form with changes not saved (a message: translated where asked). */
export const PROFILE_LEAVE_QUESTION = msg('You have changes to your profile that are not saved. Leave without saving them?');
