import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { msg } from '@sla/i18n';
import {
  addMembersInput,
  COHORT_MEMBER_STATUSES,
  cohortInput,
  completeInput,
  earlierWorkInput,
  pairMentorInput,
} from '../../schemas/learning.js';
import { operation } from '../operation.js';

const role = z.enum(ROLES);

/** A programme's intake, e.g. "StepUp Scholars 2027". Dates "On" are calendar dates ("2027-03-01"). */
export const cohort = z.strictObject({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  /** The programme's time zone: due dates and opening dates are shown and typed in it. */
  timeZone: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Whether newly accepted students of the programme join this cohort (at most one per programme). */
  acceptingStudents: z.boolean(),
  /** Members still in the programme. */
  activeMembers: z.int(),
  completedMembers: z.int(),
});
export type Cohort = z.output<typeof cohort>;

/** Someone in a mentorship, by name and role (null: no profile any more). */
export const mentorSummary = z.strictObject({ uid: z.string(), displayName: z.nullable(z.string()), role: z.nullable(role) });
export type MentorSummary = z.output<typeof mentorSummary>;

/** A student's current mentor, and the mentorship between them (staff open it at /admin/mentorships/<id>). */
export const pairedMentor = z.strictObject({ ...mentorSummary.shape, mentorshipId: z.string() });
export type PairedMentor = z.output<typeof pairedMentor>;

/** A cohort member as staff see them, with how far they are. */
export const cohortMember = z.strictObject({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  status: z.enum(COHORT_MEMBER_STATUSES),
  joinedAt: z.string(),
  completedAt: z.nullable(z.string()),
  /** Staff said they owe the work due before they joined; otherwise it is "set before you joined" for them. */
  owesEarlierWork: z.boolean(),
  /** The cohort's assignments due before they joined: what owesEarlierWork is about (0 for most). */
  dueBeforeJoining: z.int(),
  modulesDone: z.int(),
  assignmentsHandedIn: z.int(),
  assignmentsGraded: z.int(),
  mentor: z.nullable(pairedMentor),
});
export type CohortMember = z.output<typeof cohortMember>;

/** A student (role student) who is in no cohort as an active member: someone staff may add to one. */
export const cohortCandidate = z.strictObject({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The programme of their latest accepted application, if any: the cohort they most likely belong in. */
  acceptedProgramName: z.nullable(z.string()),
});
export type CohortCandidate = z.output<typeof cohortCandidate>;

/** Someone staff may pair a student with: staff, admins, and alumni open to mentoring. */
export const mentorCandidate = z.strictObject({
  ...mentorSummary.shape,
  email: z.nullable(z.string()),
  /** Current mentees. */
  mentees: z.int(),
});
export type MentorCandidate = z.output<typeof mentorCandidate>;

/** What completing did: the member, now completed, and their new role. */
export const completion = z.strictObject({ member: cohortMember, role });
export type Completion = z.output<typeof completion>;

const itemsOf = <T extends z.ZodMiniType>(item: T) => z.strictObject({ items: z.array(item) });

export const cohortsQuery = z.object({
  programId: z.optional(z.string({ error: msg('Name one programme.') }).check(z.minLength(1), z.maxLength(64))),
});

const programmeEditors = { anyOf: ['edit_programs'] } as const;
const settingsManagers = { anyOf: ['manage_program_settings'] } as const;

export const listCohorts = operation({
  id: 'listCohorts',
  method: 'GET',
  path: '/cohorts',
  summary: 'Cohorts, the newest start first, of one programme or all',
  query: cohortsQuery,
  answer: itemsOf(cohort),
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403],
});

export const getCohort = operation({
  id: 'getCohort',
  method: 'GET',
  path: '/cohorts/{id}',
  summary: 'A cohort with its member counts',
  answer: cohort,
  status: 200,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const createCohort = operation({
  id: 'createCohort',
  method: 'POST',
  path: '/programs/{id}/cohorts',
  summary: 'Start a cohort of a programme; taking accepted students takes the flag from the programme’s other cohort',
  body: cohortInput,
  answer: cohort,
  status: 201,
  access: { anyOf: ['create_programs'] },
  refusals: [400, 401, 403, 404],
});

export const updateCohort = operation({
  id: 'updateCohort',
  method: 'PUT',
  path: '/cohorts/{id}',
  summary: 'Replace a cohort’s name, dates and accepting flag',
  body: cohortInput,
  answer: cohort,
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404],
});

export const listMembers = operation({
  id: 'listMembers',
  method: 'GET',
  path: '/cohorts/{id}/members',
  summary: 'A cohort’s members with their figures and current mentor',
  answer: itemsOf(cohortMember),
  status: 200,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const addMembers = operation({
  id: 'addMembers',
  method: 'POST',
  path: '/cohorts/{id}/members',
  summary:
    'Add students who are in no cohort as active members, all or none: anyone not a student or already active in a cohort is named in a 409',
  body: addMembersInput,
  answer: itemsOf(cohortMember),
  status: 200,
  access: settingsManagers,
  refusals: [400, 401, 403, 404, 409],
});

export const cohortCandidates = operation({
  id: 'cohortCandidates',
  method: 'GET',
  path: '/cohorts/{id}/candidates',
  summary: 'Students in no cohort as active members, by name, each with the programme of their latest released acceptance',
  answer: itemsOf(cohortCandidate),
  status: 200,
  access: settingsManagers,
  refusals: [401, 403, 404],
});

export const completeMember = operation({
  id: 'completeMember',
  method: 'POST',
  path: '/cohorts/{id}/members/{uid}/complete',
  summary:
    'Mark an active member as having completed the programme: the role becomes alumni through role assignment (its rules, messages and audit entry), the mentorship ends and an alumni profile starts',
  body: completeInput,
  answer: completion,
  status: 200,
  access: settingsManagers,
  refusals: [400, 401, 403, 404, 409],
});

export const pairMentor = operation({
  id: 'pairMentor',
  method: 'PUT',
  path: '/cohorts/{id}/members/{uid}/mentor',
  summary: 'Pair an active member with a mentor from GET /mentors; the current pairing ends and a new one starts',
  body: pairMentorInput,
  answer: cohortMember,
  status: 200,
  access: settingsManagers,
  refusals: [400, 401, 403, 404, 409],
});

export const unpairMentor = operation({
  id: 'unpairMentor',
  method: 'DELETE',
  path: '/cohorts/{id}/members/{uid}/mentor',
  summary: 'End a member’s current pairing',
  answer: cohortMember,
  status: 200,
  access: settingsManagers,
  refusals: [401, 403, 404],
});

export const setEarlierWork = operation({
  id: 'setEarlierWork',
  method: 'PUT',
  path: '/cohorts/{id}/members/{uid}/earlier-work',
  summary: 'Say whether an active member who joined late owes the work due before they joined; by default they do not',
  body: earlierWorkInput,
  answer: cohortMember,
  status: 200,
  access: settingsManagers,
  refusals: [400, 401, 403, 404, 409],
});

export const listMentorCandidates = operation({
  id: 'listMentorCandidates',
  method: 'GET',
  path: '/mentors',
  summary: 'Who may mentor: staff, admins and alumni who offered to, by name, with their mentee counts',
  answer: itemsOf(mentorCandidate),
  status: 200,
  access: settingsManagers,
  refusals: [401, 403],
});

/** Running a programme's cohorts: the cohorts, their members and mentor pairing. */
export const cohortOperations = [
  listCohorts,
  getCohort,
  createCohort,
  updateCohort,
  listMembers,
  addMembers,
  cohortCandidates,
  completeMember,
  pairMentor,
  unpairMentor,
  setEarlierWork,
  listMentorCandidates,
] as const;
