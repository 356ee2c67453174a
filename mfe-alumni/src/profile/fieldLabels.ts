import type { ProfileField, ProfileVisibility } from '@sla/data';

/** Each profile field's name as people read it, in "Who can see your …" and in the preview. */
export const FIELD_LABELS: Record<ProfileField, string> = {
  name: 'name',
  photo: 'photo',
  headline: 'headline',
  programme: 'programme',
  year: 'cohort year',
  field: 'field',
  institution: 'institution',
  country: 'country',
  city: 'city',
  bio: 'short bio',
  links: 'links',
  skills: 'skills',
};

export const VISIBILITY_LABELS: Record<ProfileVisibility, string> = {
  only_me: 'Only me',
  staff: 'Staff',
  alumni: 'Alumni',
  public: 'Public',
};

/** The form control an error about `path` belongs to, so the summary can link to it. */
export function controlIdFor(path: string): string {
  // Each skill has no control of its own: the one box where skills are typed stands for all of them.
  const control = path.startsWith('skills.') ? 'skills' : path;
  return `profile-${control.replace(/\./g, '-')}`;
}

/** Asked before leaving the profile form with changes not saved. */
export const PROFILE_LEAVE_QUESTION = 'You have changes to your profile that are not saved. Leave without saving them?';
