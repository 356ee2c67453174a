import * as z from 'zod/mini';
import { announcementChangeInput, announcementInput, announcementsQuery } from '../../schemas/learning.js';
import { operation } from '../operation.js';

/** Who posted an announcement (null name: no profile any more, or none given). */
const announcementAuthor = z.strictObject({ uid: z.string(), displayName: z.nullable(z.string()) });

/** An announcement to a cohort as staff write and list it. */
export const staffAnnouncement = z.strictObject({
  id: z.string(),
  cohortId: z.string(),
  title: z.string(),
  /** Markdown, as written. */
  body: z.string(),
  /** The body rendered and sanitised by the public site's Markdown renderer, as students read it. */
  bodyHtml: z.string(),
  author: announcementAuthor,
  postedAt: z.string(),
  /** Equal to postedAt until it is edited. */
  updatedAt: z.string(),
  /** Whether the students were also sent it by e-mail when it was posted. */
  emailed: z.boolean(),
  /** Students who have read it. */
  readBy: z.int(),
});
export type StaffAnnouncement = z.output<typeof staffAnnouncement>;

/** An announcement as a student of its cohort reads it: rendered, with when they read it (null: unread). */
export const studentAnnouncement = z.strictObject({
  id: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  authorName: z.nullable(z.string()),
  postedAt: z.string(),
  updatedAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type StudentAnnouncement = z.output<typeof studentAnnouncement>;

/** A page of the student's feed, newest first, with how many of all their cohort's announcements they have not read. */
export const studentAnnouncements = z.strictObject({
  items: z.array(studentAnnouncement),
  nextCursor: z.nullable(z.string()),
  unread: z.int(),
});
export type StudentAnnouncements = z.output<typeof studentAnnouncements>;

/** What marking one read answers: the announcement, and the unread count that follows. */
export const announcementRead = z.strictObject({ announcement: studentAnnouncement, unread: z.int() });
export type AnnouncementRead = z.output<typeof announcementRead>;

const programmeEditors = { anyOf: ['edit_programs'] } as const;
const students = { anyOf: ['view_program_content'] } as const;

export const listCohortAnnouncements = operation({
  id: 'listCohortAnnouncements',
  method: 'GET',
  path: '/cohorts/{id}/announcements',
  summary: 'A cohort’s announcements, newest first, 20 a page by default, with how many students read each',
  query: announcementsQuery,
  answer: z.strictObject({ items: z.array(staffAnnouncement), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404],
});

export const createAnnouncement = operation({
  id: 'createAnnouncement',
  method: 'POST',
  path: '/cohorts/{id}/announcements',
  summary:
    'Post an announcement (title, Markdown) to a cohort; with email, every active student also gets it by e-mail in their language',
  body: announcementInput,
  answer: staffAnnouncement,
  status: 201,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 413],
});

export const updateAnnouncement = operation({
  id: 'updateAnnouncement',
  method: 'PUT',
  path: '/announcements/{id}',
  summary: 'Replace an announcement’s title and Markdown body; no e-mail is sent again',
  body: announcementChangeInput,
  answer: staffAnnouncement,
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 413],
});

export const deleteAnnouncement = operation({
  id: 'deleteAnnouncement',
  method: 'DELETE',
  path: '/announcements/{id}',
  summary: 'Delete an announcement; its students no longer see it',
  answer: null,
  status: 204,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const listStudentAnnouncements = operation({
  id: 'listStudentAnnouncements',
  method: 'GET',
  path: '/student/announcements',
  summary: 'Your cohort’s announcements, newest first, each marked read or not, with your unread count; none without a cohort',
  query: announcementsQuery,
  answer: studentAnnouncements,
  status: 200,
  access: students,
  refusals: [400, 401, 403],
});

export const markAnnouncementRead = operation({
  id: 'markAnnouncementRead',
  method: 'PUT',
  path: '/student/announcements/{id}/read',
  summary: 'Record that you read an announcement of your cohort (once; reading again keeps the first time); any other is 404',
  answer: announcementRead,
  status: 200,
  access: students,
  refusals: [401, 403, 404],
});

/** Staff's announcements to a cohort, and its students' feed of them. */
export const announcementOperations = [
  listCohortAnnouncements,
  createAnnouncement,
  updateAnnouncement,
  deleteAnnouncement,
  listStudentAnnouncements,
  markAnnouncementRead,
] as const;
