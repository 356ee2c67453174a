import * as z from 'zod/mini';
import { hideProfileInput, myProfileInput, profileCorrectionInput } from '../../schemas/alumni.js';
import { MEDIA_MAX_MB, MEDIA_TYPES } from '../../schemas/contentEditing.js';
import { PROFILE_FIELDS, PROFILE_VISIBILITIES } from '../../types/alumni.js';
import { fileBody, operation } from '../operation.js';

/** A field someone else's profile may keep from the viewer: null then (decision 0023). */
const shown = <T extends z.ZodMiniType>(value: T) => z.nullable(value);

export const profileLink = z.strictObject({ label: z.string(), url: z.string() });
export type ProfileLink = z.output<typeof profileLink>;

/** A photo in the sizes the service made of it; the addresses change when a new photo is uploaded. */
export const profilePhoto = z.strictObject({
  /** About 96 px square, for lists. */
  small: z.string(),
  /** About 320 px square, for the profile page. */
  large: z.string(),
});
export type ProfilePhoto = z.output<typeof profilePhoto>;

/** Staff took a profile out of the directory, and why (shown to its owner). */
export const profileHidden = z.strictObject({ at: z.string(), byName: z.string(), reason: z.string() });
export type ProfileHidden = z.output<typeof profileHidden>;

const visibility = z.enum(PROFILE_VISIBILITIES);
const visibilityMap = z.strictObject(
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, visibility])) as Record<
    (typeof PROFILE_FIELDS)[number],
    typeof visibility
  >,
);

/** One's own profile: every field, its visibility, and whether programme and year came from a completed cohort. */
export const myAlumniProfile = z.strictObject({
  uid: z.string(),
  name: z.string(),
  photo: z.nullable(profilePhoto),
  headline: z.string(),
  programId: z.nullable(z.string()),
  programName: z.nullable(z.string()),
  cohortYear: z.nullable(z.int()),
  /** Set when the profile started from a completed cohort: programme and year are then fixed. */
  fromCohort: z.boolean(),
  field: z.string(),
  institution: z.string(),
  /** ISO 3166-1 alpha-2, e.g. "KE"; empty when not given. */
  country: z.string(),
  city: z.string(),
  bio: z.string(),
  links: z.array(profileLink),
  skills: z.array(z.string()),
  openToMentoring: z.boolean(),
  openToMessages: z.boolean(),
  visibility: visibilityMap,
  hidden: z.nullable(profileHidden),
  updatedAt: z.string(),
});
export type MyAlumniProfile = z.output<typeof myAlumniProfile>;

/** Someone's profile as one viewer may see it, as the directory lists it: each field they may not see is null. */
export const alumniCard = z.strictObject({
  uid: z.string(),
  name: shown(z.string()),
  photo: shown(profilePhoto),
  headline: shown(z.string()),
  programId: shown(z.string()),
  programName: shown(z.string()),
  cohortYear: shown(z.int()),
  field: shown(z.string()),
  institution: shown(z.string()),
  country: shown(z.string()),
  city: shown(z.string()),
  openToMentoring: z.boolean(),
  /** The viewer may start a conversation: the alumnus is open to messages and neither blocked the other. */
  canMessage: z.boolean(),
  /** Only in what staff see: staff took the profile out of the directory. */
  hidden: z.optional(z.nullable(profileHidden)),
});
export type AlumniCard = z.output<typeof alumniCard>;

/** The whole profile page as one viewer may see it. */
export const alumniProfileView = z.strictObject({
  ...alumniCard.shape,
  bio: shown(z.string()),
  links: shown(z.array(profileLink)),
  skills: shown(z.array(z.string())),
  /** The viewer blocked this alumnus. */
  blockedByMe: z.boolean(),
  /** The conversation the viewer already has with them, if any. */
  conversationId: z.nullable(z.string()),
});
export type AlumniProfileView = z.output<typeof alumniProfileView>;

/** Owning a profile is the alumni role's, a rule of the service rather than a permission (audited when refused). */
const ALUMNI_ONLY = 'anyone signed in who is not an alumnus gets 404 "Alumni profiles are for alumni…"';
const managers = { anyOf: ['manage_alumni_profiles'] } as const;

export const getMyAlumniProfile = operation({
  id: 'getMyAlumniProfile',
  method: 'GET',
  path: '/alumni/profile',
  summary: `Your alumni profile, started with private defaults on first use; ${ALUMNI_ONLY}`,
  answer: myAlumniProfile,
  status: 200,
  // A role rule, not a permission: the service answers 404 to anyone signed in who is not an alumnus.
  access: 'signedIn',
  refusals: [401, 404],
});

export const saveMyAlumniProfile = operation({
  id: 'saveMyAlumniProfile',
  method: 'PUT',
  path: '/alumni/profile',
  summary: `Save your profile, each field's visibility and what you are open to; programme and year stay as they are when they came from a cohort; narrowing the photo's visibility gives it a new address; ${ALUMNI_ONLY}`,
  body: myProfileInput,
  answer: myAlumniProfile,
  status: 200,
  access: 'signedIn',
  refusals: [400, 401, 404],
});

export const uploadMyAlumniPhoto = operation({
  id: 'uploadMyAlumniPhoto',
  method: 'POST',
  path: '/alumni/profile/photo',
  summary: `Replace your photo: PNG, JPEG or WebP of at most ${MEDIA_MAX_MB} MB, its name URI-encoded in X-File-Name, checked by content (Content-Type is not trusted), cropped square, kept as 96 px and 320 px WebPs; the old address stops working; ${ALUMNI_ONLY}`,
  body: fileBody([...MEDIA_TYPES, 'application/octet-stream']),
  answer: myAlumniProfile,
  status: 200,
  access: 'signedIn',
  refusals: [400, 401, 404, 413],
});

export const removeMyAlumniPhoto = operation({
  id: 'removeMyAlumniPhoto',
  method: 'DELETE',
  path: '/alumni/profile/photo',
  summary: `Remove your photo; its address stops working; ${ALUMNI_ONLY}`,
  answer: myAlumniProfile,
  status: 200,
  access: 'signedIn',
  refusals: [401, 404],
});

export const getAlumniMemberProfile = operation({
  id: 'getAlumniMemberProfile',
  method: 'GET',
  path: '/alumni/people/{uid}',
  summary:
    'One member as you may see them: fields not shown to you are null; 404 for a profile staff hid or whose name is not shown to alumni, as for none; your own uid previews what alumni see',
  answer: alumniProfileView,
  status: 200,
  access: { anyOf: ['network_with_alumni'] },
  refusals: [401, 403, 404],
});

export const getManagedAlumniProfile = operation({
  id: 'getManagedAlumniProfile',
  method: 'GET',
  path: '/alumni/manage/{uid}',
  summary: 'One profile as staff see it, hidden or not: a field kept "only me" is null',
  answer: alumniProfileView,
  status: 200,
  access: managers,
  refusals: [401, 403, 404],
});

export const correctAlumniProfile = operation({
  id: 'correctAlumniProfile',
  method: 'PUT',
  path: '/alumni/manage/{uid}',
  summary:
    'Correct what the alumnus wrote; a field kept "only me" cannot be changed (send it empty); audited with the names of the fields changed, the alumnus told',
  body: profileCorrectionInput,
  answer: alumniProfileView,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404],
});

export const hideAlumniProfile = operation({
  id: 'hideAlumniProfile',
  method: 'POST',
  path: '/alumni/manage/{uid}/hide',
  summary: 'Hide the profile from members, with a reason its owner reads; audited',
  body: hideProfileInput,
  answer: alumniProfileView,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404],
});

export const unhideAlumniProfile = operation({
  id: 'unhideAlumniProfile',
  method: 'DELETE',
  path: '/alumni/manage/{uid}/hide',
  summary: 'Show the profile to members again; audited',
  answer: alumniProfileView,
  status: 200,
  access: managers,
  refusals: [401, 403, 404],
});

/** One's own profile and photo, one member's page, and the staff's side of one profile. */
export const profileOperations = [
  getMyAlumniProfile,
  saveMyAlumniProfile,
  uploadMyAlumniPhoto,
  removeMyAlumniPhoto,
  getAlumniMemberProfile,
  getManagedAlumniProfile,
  correctAlumniProfile,
  hideAlumniProfile,
  unhideAlumniProfile,
] as const;
