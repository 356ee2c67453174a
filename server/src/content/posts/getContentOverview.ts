import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { ContentOverview } from '@sla/contract';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { content, storySubmissions } from '../../db/schema.js';
import { visibleToVisitors } from '../visibility.js';
import { selectPostSummaries } from './selectPostSummaries.js';
import { toEditorPostSummary } from './toEditorPost.js';
import { toSubmissionSummary } from './toSubmissionSummary.js';

const SHOWN = 5;

/**
 * The editor's home (create_content or edit_content): their own drafts, what goes out next, alumni stories waiting
 * for an editor, and what went out last; five of each, in four small indexed queries run side by side.
 */
export async function getContentOverview(ctx: ServiceContext, caller: Caller | null): Promise<ContentOverview> {
  const signedIn = await requireAnyPermission(ctx, caller, ['edit_content', 'create_content'], { action: 'content_overview' });
  const now = ctx.now();
  const [myDrafts, scheduled, submissionsWaiting, latestPublished] = await Promise.all([
    selectPostSummaries(ctx.db)
      .where(and(eq(content.type, 'post'), eq(content.status, 'draft'), eq(content.createdBy, signedIn.token.uid)))
      .orderBy(desc(content.updatedAt), desc(content.id))
      .limit(SHOWN),
    selectPostSummaries(ctx.db)
      .where(and(eq(content.type, 'post'), eq(content.status, 'scheduled'), gt(content.publishedAt, now)))
      .orderBy(asc(content.publishedAt), asc(content.id))
      .limit(SHOWN),
    ctx.db
      .select()
      .from(storySubmissions)
      .where(eq(storySubmissions.status, 'submitted'))
      .orderBy(desc(storySubmissions.submittedAt), desc(storySubmissions.id))
      .limit(SHOWN),
    selectPostSummaries(ctx.db)
      .where(visibleToVisitors('post', now))
      .orderBy(desc(content.publishedAt), desc(content.id))
      .limit(SHOWN),
  ]);
  return {
    myDrafts: myDrafts.map(toEditorPostSummary),
    scheduled: scheduled.map(toEditorPostSummary),
    submissionsWaiting: submissionsWaiting.map((row) => toSubmissionSummary(row)),
    latestPublished: latestPublished.map(toEditorPostSummary),
  };
}
