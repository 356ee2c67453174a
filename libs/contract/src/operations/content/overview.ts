import * as z from 'zod/mini';
import { operation } from '../operation.js';
import { editorPostSummary } from './posts.js';
import { storySubmission } from './submissions.js';

/** The editor's home: what needs them, in four short lists (five of each). */
export const contentOverview = z.strictObject({
  myDrafts: z.array(editorPostSummary),
  scheduled: z.array(editorPostSummary),
  submissionsWaiting: z.array(storySubmission),
  latestPublished: z.array(editorPostSummary),
});
export type ContentOverview = z.output<typeof contentOverview>;

export const getContentOverview = operation({
  id: 'getContentOverview',
  method: 'GET',
  path: '/content/overview',
  summary: "The editor's home: my drafts, scheduled, submissions waiting, latest published",
  answer: contentOverview,
  status: 200,
  access: { anyOf: ['edit_content', 'create_content'] },
  refusals: [401, 403],
});

export const overviewOperations = [getContentOverview] as const;
