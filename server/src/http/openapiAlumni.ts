import {
  ALUMNI_FIELDS,
  directoryQuery,
  hideProfileInput,
  MEDIA_MAX_MB,
  MEDIA_TYPES,
  myProfileInput,
  profileCorrectionInput,
} from '@sla/data/schemas';
import { PROFILE_FIELDS, PROFILE_VISIBILITIES } from '@sla/data';
import {
  answers,
  arrayOf,
  body,
  bool,
  int,
  nullable,
  object,
  ok,
  pathParam,
  queryParams,
  ref,
  str,
  time,
} from './openapiHelpers.js';

const uid = pathParam('uid');
const binary = { type: 'string', format: 'binary' };
const mine = ok('Your profile, every field with its visibility', ref('MyAlumniProfile'));
const asStaff = ok('The profile as staff see it: a field kept "only me" is null', ref('AlumniProfileView'));
const visibility = { enum: [...PROFILE_VISIBILITIES] };
const owners = 'the alumni role only; 404 "Alumni profiles are for alumni…" for anyone else signed in';

const photoUpload = {
  required: true,
  description: `The photo itself as the body (PNG, JPEG or WebP, at most ${MEDIA_MAX_MB} MB), its name URI-encoded in X-File-Name. Its content decides its type; Content-Type is not trusted. Cropped to a square, kept as 96 px and 320 px WebPs.`,
  content: Object.fromEntries([...MEDIA_TYPES, 'application/octet-stream'].map((type) => [type, { schema: binary }])),
};

/** The fields someone else's profile shares with a directory card; null where the viewer may not see the field. */
const cardFields = {
  uid: str,
  name: nullable('string'),
  photo: { oneOf: [ref('ProfilePhoto'), { type: 'null' }] },
  headline: nullable('string'),
  programId: nullable('string'),
  programName: nullable('string'),
  cohortYear: nullable('integer'),
  field: nullable('string'),
  institution: nullable('string'),
  country: nullable('string'),
  city: nullable('string'),
  openToMentoring: bool,
  canMessage: bool,
  hidden: { ...ref('ProfileHidden'), description: 'Only in what staff see: null when shown, else why it is hidden' },
};

/** The alumni network's profiles, directory and photos in the OpenAPI document. */
export const alumniComponents = {
  ProfilePhoto: object({ small: str, large: str }),
  ProfileLink: object({ label: str, url: str }),
  ProfileHidden: object({ at: time, byName: str, reason: str }),
  ProfileVisibility: object(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, visibility]))),
  MyAlumniProfile: object({
    uid: str,
    name: str,
    photo: { oneOf: [ref('ProfilePhoto'), { type: 'null' }] },
    headline: str,
    programId: nullable('string'),
    programName: nullable('string'),
    cohortYear: nullable('integer'),
    fromCohort: { ...bool, description: 'Programme and year came from a completed cohort and stay as they are' },
    field: { enum: ['', ...ALUMNI_FIELDS] },
    institution: str,
    country: { ...str, description: 'ISO 3166-1 alpha-2, or empty' },
    city: str,
    bio: str,
    links: arrayOf(ref('ProfileLink')),
    skills: arrayOf(str),
    openToMentoring: bool,
    openToMessages: bool,
    visibility: ref('ProfileVisibility'),
    hidden: { oneOf: [ref('ProfileHidden'), { type: 'null' }] },
    updatedAt: time,
  }),
  AlumniCard: object(cardFields),
  FacetCount: object({ value: str, label: str, count: int }),
  DirectoryPage: object({
    items: arrayOf(ref('AlumniCard')),
    nextCursor: nullable('string'),
    total: { ...int, description: 'Profiles matching the search and filters' },
    facets: object({
      programmes: arrayOf(ref('FacetCount')),
      years: arrayOf(ref('FacetCount')),
      countries: arrayOf(ref('FacetCount')),
      fields: arrayOf(ref('FacetCount')),
      openToMentoring: int,
    }),
  }),
  AlumniProfileView: object({
    ...cardFields,
    bio: nullable('string'),
    links: { oneOf: [arrayOf(ref('ProfileLink')), { type: 'null' }] },
    skills: { oneOf: [arrayOf(str), { type: 'null' }] },
    blockedByMe: bool,
    conversationId: nullable('string'),
  }),
};

/** One's own profile and photo, one member's profile, the staff's side of one profile, and the photos themselves. */
export function alumniPaths() {
  return {
    '/alumni/profile': {
      get: {
        summary: `Your alumni profile, started with private defaults on first use (${owners})`,
        responses: answers({ 200: mine }, 401, 404),
      },
      put: {
        summary: `Save your profile, each field's visibility and what you are open to (${owners}); programme and year stay as they are when they came from a cohort; narrowing the photo's visibility gives it a new address`,
        requestBody: body(myProfileInput),
        responses: answers({ 200: mine }, 400, 401, 404),
      },
    },
    '/alumni/profile/photo': {
      post: {
        summary: `Replace your photo (${owners}): checked by content, cropped square, resized; the old address stops working`,
        parameters: [{ name: 'X-File-Name', in: 'header', required: true, schema: str }],
        requestBody: photoUpload,
        responses: answers({ 200: mine }, 400, 401, 404, 413),
      },
      delete: {
        summary: `Remove your photo (${owners}); its address stops working`,
        responses: answers({ 200: mine }, 401, 404),
      },
    },
    '/alumni/photos/{photoId}/{size}.webp': {
      get: {
        summary:
          'A profile photo (no sign-in: the address is given only to viewers allowed the photo); immutable, with an ETag (If-None-Match answers 304)',
        security: [],
        parameters: [
          pathParam('photoId'),
          { name: 'size', in: 'path', required: true, schema: { enum: ['small', 'large'] } },
          { name: 'If-None-Match', in: 'header', required: false, schema: str },
        ],
        responses: answers(
          {
            200: { description: 'The photo', content: { 'image/webp': { schema: binary } } },
            304: { description: 'Unchanged' },
          },
          404,
        ),
      },
    },
    '/alumni/directory': {
      get: {
        summary:
          'The members’ directory (network_with_alumni): search by name, filter by programme, year, country, field and mentoring, with counts per filter; only what each profile shows to alumni is searched, filtered and counted; keyset pages',
        parameters: queryParams(directoryQuery).filter((parameter) => parameter.name !== 'hidden'),
        responses: answers({ 200: ok('One page of cards, the total and the counts', ref('DirectoryPage')) }, 400, 401, 403),
      },
    },
    '/alumni/manage': {
      get: {
        summary:
          'Every alumni profile as staff see it (manage_alumni_profiles), the same search and filters, hidden profiles too (hidden=include) or only them (hidden=only); keyset pages',
        parameters: queryParams(directoryQuery),
        responses: answers({ 200: ok('One page of cards, the total and the counts', ref('DirectoryPage')) }, 400, 401, 403),
      },
    },
    '/alumni/people/{uid}': {
      get: {
        summary:
          'One member as you may see them (network_with_alumni): fields not shown to you are null; 404 for a profile staff hid or whose name is not shown to alumni, as for none; your own uid previews what alumni see',
        parameters: [uid],
        responses: answers({ 200: ok('The profile as you may see it', ref('AlumniProfileView')) }, 401, 403, 404),
      },
    },
    '/alumni/manage/{uid}': {
      get: {
        summary: 'One profile as staff see it, hidden or not (manage_alumni_profiles)',
        parameters: [uid],
        responses: answers({ 200: asStaff }, 401, 403, 404),
      },
      put: {
        summary:
          'Correct what the alumnus wrote (manage_alumni_profiles); a field kept "only me" cannot be changed (send it empty); audited with the names of the fields changed, the alumnus told',
        parameters: [uid],
        requestBody: body(profileCorrectionInput),
        responses: answers({ 200: asStaff }, 400, 401, 403, 404),
      },
    },
    '/alumni/manage/{uid}/hide': {
      post: {
        summary: 'Hide the profile from members, with a reason its owner reads (manage_alumni_profiles); audited',
        parameters: [uid],
        requestBody: body(hideProfileInput),
        responses: answers({ 200: asStaff }, 400, 401, 403, 404),
      },
      delete: {
        summary: 'Show the profile to members again (manage_alumni_profiles); audited',
        parameters: [uid],
        responses: answers({ 200: asStaff }, 401, 403, 404),
      },
    },
  };
}
