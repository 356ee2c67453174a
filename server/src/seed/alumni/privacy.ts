import { DEFAULT_PROFILE_VISIBILITY, type ProfileVisibilityMap } from '@sla/contract';

/**
 * The ways demo alumni set their privacy, so the directory shows what real members would: most open a few fields to
 * other alumni, some keep the defaults, a few make much of it public, a few keep where they work and live to staff,
 * and a couple are not listed to members at all (their name stays with staff).
 */
export const PRIVACY = {
  /** The defaults: name, programme and year to alumni, the rest to staff. */
  defaults: DEFAULT_PROFILE_VISIBILITY,
  /** The common choice: the defaults, plus what one does and where, to other alumni. */
  members: {
    ...DEFAULT_PROFILE_VISIBILITY,
    photo: 'alumni',
    headline: 'alumni',
    field: 'alumni',
    institution: 'alumni',
    country: 'alumni',
    city: 'alumni',
    skills: 'alumni',
  },
  /** Members who want to be found: nearly everything public, skills to alumni. */
  public: {
    name: 'public',
    photo: 'public',
    headline: 'public',
    programme: 'public',
    year: 'public',
    field: 'public',
    institution: 'public',
    country: 'public',
    city: 'public',
    bio: 'public',
    links: 'public',
    skills: 'alumni',
  },
  /** Open about their work, but where they work and live stays with staff. */
  guarded: {
    ...DEFAULT_PROFILE_VISIBILITY,
    headline: 'alumni',
    field: 'alumni',
    bio: 'alumni',
    skills: 'alumni',
    institution: 'staff',
    country: 'staff',
    city: 'staff',
  },
  /** Not in members' directory: the name is for staff only. */
  unlisted: { ...DEFAULT_PROFILE_VISIBILITY, name: 'staff', programme: 'staff', year: 'staff' },
} satisfies Record<string, ProfileVisibilityMap>;

export type PrivacyChoice = keyof typeof PRIVACY;
