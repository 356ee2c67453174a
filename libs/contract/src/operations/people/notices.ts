import * as z from 'zod/mini';
import { operation } from '../operation.js';

/** Something a member should know, shown in their portal (and usually also e-mailed). */
export const notice = z.strictObject({
  id: z.string(),
  text: z.string(),
  /** A path on this site. */
  link: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type Notice = z.output<typeof notice>;

/** Anyone signed in has their own notices, possibly none; another's answers as unknown (404). */
export const listNotices = operation({
  id: 'listNotices',
  method: 'GET',
  path: '/notices',
  summary: 'Your notices, newest first (the latest 50)',
  answer: z.strictObject({ items: z.array(notice) }),
  status: 200,
  access: 'signedIn',
  refusals: [401],
});

export const markNoticeRead = operation({
  id: 'markNoticeRead',
  method: 'POST',
  path: '/notices/{id}/read',
  summary: 'Mark one of your notices read (again is fine)',
  answer: null,
  status: 204,
  access: 'signedIn',
  refusals: [401, 404],
});

/** A member's own in-portal notices (decisions released, ...). */
export const noticeOperations = [listNotices, markNoticeRead] as const;
