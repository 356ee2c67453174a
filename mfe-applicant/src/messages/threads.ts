import { api, routes, type ApplicantThreadSummary, type Page } from '@sla/data';

/** Where the applicant reads the programme team's messages, and one application's thread. */
export const MESSAGES_PATH = '/applicant/messages';
export const threadPath = (applicationId: string) => `${MESSAGES_PATH}/${encodeURIComponent(applicationId)}`;

/** The applicant's threads, latest first, with their unread count over all of them. */
export type MyThreads = Page<ApplicantThreadSummary> & { unread: number };

export const loadMyThreads = (query: { cursor?: string } = {}): Promise<MyThreads> => api(routes.listMyThreads, { query });
