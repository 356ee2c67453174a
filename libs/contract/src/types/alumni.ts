/**
 * The alumni network: profiles with a visibility per field, the directory, alumni-to-alumni messages, blocks and
 * reports (decision 0023). A field a viewer may not see is `null` in what the service sends them: it never leaves
 * the service, so a screen cannot show it by mistake.
 */

/** Who may see a profile field, narrowest first: each level also shows the field to the levels before it. */
export const PROFILE_VISIBILITIES = ['only_me', 'staff', 'alumni', 'public'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** The profile fields that carry their own visibility. */
export const PROFILE_FIELDS = [
  'name',
  'photo',
  'headline',
  'programme',
  'year',
  'field',
  'institution',
  'country',
  'city',
  'bio',
  'links',
  'skills',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileVisibilityMap = Record<ProfileField, ProfileVisibility>;

/**
 * A new profile's visibility: name, programme and year to alumni, the rest to staff only (who run the network), and
 * nothing public until the alumnus chooses it.
 */
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibilityMap = {
  name: 'alumni',
  photo: 'staff',
  headline: 'staff',
  programme: 'alumni',
  year: 'alumni',
  field: 'staff',
  institution: 'staff',
  country: 'staff',
  city: 'staff',
  bio: 'staff',
  links: 'staff',
  skills: 'staff',
};

/** Who is looking: the alumnus themself, staff who manage profiles, another member of the network, or the public. */
export type ProfileAudience = 'self' | 'staff' | 'alumni' | 'public';

/** What the service answers about profiles, the directory and messages: declared with their operations (contract/alumni). */
export type {
  AlumniCard,
  AlumniProfileView,
  MyAlumniProfile,
  ProfileHidden,
  ProfileLink,
  ProfilePhoto,
} from '../operations/alumni/profiles.js';
export type { DirectoryFacets, DirectoryPage, FacetCount } from '../operations/alumni/directory.js';
export type { AlumniMessage, AlumniReport, ConversationSummary } from '../operations/alumni/messages.js';

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type {
  OpportunityDigest,
  OpportunitySummary,
  OpportunityView,
  OpportunityPage,
} from '../operations/alumni/opportunities.js';
