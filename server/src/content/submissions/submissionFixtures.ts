import { randomUUID } from 'node:crypto';
import { storySubmissions, type StorySubmissionRow } from '../../db/schema.js';
import type { TestService } from '../../testing/testService.js';

/** A waiting story by `authorUid`, for tests. */
export async function addSubmission(
  service: TestService,
  authorUid: string,
  fields: Partial<StorySubmissionRow> = {},
): Promise<StorySubmissionRow> {
  const at = new Date(Date.UTC(2026, 0, 5, 10));
  const [row] = await service.database.db
    .insert(storySubmissions)
    .values({
      id: randomUUID(),
      authorUid,
      authorName: authorUid,
      title: `A story by ${authorUid}`,
      body: 'It started with a question.',
      status: 'submitted',
      submittedAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning();
  return row!;
}
