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

export interface ProfileLink {
  label: string;
  url: string;
}

/** A photo in the sizes the service made of it; the addresses change when a new photo is uploaded. */
export interface ProfilePhoto {
  /** About 96 px square, for lists. */
  small: string;
  /** About 320 px square, for the profile page. */
  large: string;
}

/** Staff took a profile out of the directory, and why (shown to its owner). */
export interface ProfileHidden {
  at: string;
  byName: string;
  reason: string;
}

/** One's own profile: every field, its visibility, and whether programme and year came from a completed cohort. */
export interface MyAlumniProfile {
  uid: string;
  name: string;
  photo: ProfilePhoto | null;
  headline: string;
  programId: string | null;
  programName: string | null;
  cohortYear: number | null;
  /** Set when the profile started from a completed cohort: programme and year are then fixed. */
  fromCohort: boolean;
  field: string;
  institution: string;
  /** ISO 3166-1 alpha-2, e.g. "KE"; empty when not given. */
  country: string;
  city: string;
  bio: string;
  links: ProfileLink[];
  skills: string[];
  openToMentoring: boolean;
  openToMessages: boolean;
  visibility: ProfileVisibilityMap;
  hidden: ProfileHidden | null;
  updatedAt: string;
}

/** Someone's profile as one viewer may see it: each field they may not see is null. */
export interface AlumniCard {
  uid: string;
  name: string | null;
  photo: ProfilePhoto | null;
  headline: string | null;
  programId: string | null;
  programName: string | null;
  cohortYear: number | null;
  field: string | null;
  institution: string | null;
  country: string | null;
  city: string | null;
  openToMentoring: boolean;
  /** The viewer may start a conversation: the alumnus is open to messages and neither blocked the other. */
  canMessage: boolean;
  /** Only in what staff see: staff took the profile out of the directory. */
  hidden?: ProfileHidden | null;
}

/** The whole profile page as one viewer may see it. */
export interface AlumniProfileView extends AlumniCard {
  bio: string | null;
  links: ProfileLink[] | null;
  skills: string[] | null;
  /** The viewer blocked this alumnus. */
  blockedByMe: boolean;
  /** The conversation the viewer already has with them, if any. */
  conversationId: string | null;
}

export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/**
 * How many profiles each filter value would show, given the search and the other filters (a filter's own choice
 * does not narrow its own counts, so one can switch between values).
 */
export interface DirectoryFacets {
  programmes: FacetCount[];
  years: FacetCount[];
  countries: FacetCount[];
  fields: FacetCount[];
  /** How many of the results are open to mentoring. */
  openToMentoring: number;
}

export interface DirectoryPage {
  items: AlumniCard[];
  nextCursor: string | null;
  /** Profiles matching the search and filters. */
  total: number;
  facets: DirectoryFacets;
}

/** One alumni-to-alumni conversation in the list of one's conversations. */
export interface ConversationSummary {
  id: string;
  /** The other person. */
  withUid: string;
  withName: string;
  withPhoto: ProfilePhoto | null;
  lastMessage: string;
  lastMessageAt: string;
  lastFromMe: boolean;
  unread: number;
  /** Either side blocked the other: no new messages. */
  blocked: boolean;
  blockedByMe: boolean;
}

export interface AlumniMessage {
  id: string;
  conversationId: string;
  senderUid: string;
  senderName: string;
  mine: boolean;
  body: string;
  sentAt: string;
}

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report staff who manage profiles read and resolve. */
export interface AlumniReport {
  id: string;
  reporterUid: string;
  reporterName: string;
  reportedUid: string;
  reportedName: string;
  reason: ReportReason;
  details: string;
  /** The reported message, quoted, when the report came from a conversation. */
  quotedMessage: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedByName: string | null;
}
