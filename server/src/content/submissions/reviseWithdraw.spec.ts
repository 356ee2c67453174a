import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addPost } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addSubmission } from './submissionFixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const SENT = new Date('2026-02-01T09:00:00.000Z');
const ALUMNA = 'alumna-1';
const OTHER = 'alumnus-2';
const REVISED = { title: 'From Kisumu to the lab, again', summary: 'Shorter now.', body: 'A **better** start.' };

describeOnEachBackend('alumni revise and withdraw their stories', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(ALUMNA, 'alumni', { displayName: 'Wanjiru Otieno' });
    await service.addUser(OTHER, 'alumni', { displayName: 'Kofi Mensah' });
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });
  afterEach(() => stopListening());

  const call = async (uid: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const refusals = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = ${uid} AND granted = false`,
    );
  const stored = async (id: string) =>
    (
      await service.rows(sql`SELECT title, status, note, submitted_at AS "submittedAt" FROM story_submissions WHERE id = ${id}`)
    )[0];

  it('sends a returned story again as new: the text changes, the note is cleared, editors hear of it', async () => {
    const story = await addSubmission(service, ALUMNA, {
      status: 'returned',
      note: 'Shorter, please.',
      handledBy: 'editor-1',
      submittedAt: SENT,
    });
    const revised = await call(ALUMNA, 'PUT', `/alumni/stories/${story.id}`, REVISED);
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({
      ...REVISED,
      status: 'submitted',
      note: null,
      publishedPath: null,
      submittedAt: NOW.toISOString(),
    });
    expect(changes.map((change) => [change.kind, change.id, change.action, change.byName])).toEqual([
      ['submission', story.id, 'saved', 'Wanjiru Otieno'],
    ]);
    const waiting = await service.rows(sql`SELECT id FROM story_submissions WHERE status = 'submitted'`);
    expect(waiting).toEqual([{ id: story.id }]);
  });

  it('changes a waiting story in place: it keeps its place in the editors’ list', async () => {
    const story = await addSubmission(service, ALUMNA, { submittedAt: SENT });
    const revised = await call(ALUMNA, 'PUT', `/alumni/stories/${story.id}`, REVISED);
    expect(revised.body).toMatchObject({
      title: REVISED.title,
      status: 'submitted',
      submittedAt: SENT.toISOString(),
      updatedAt: NOW.toISOString(),
    });
  });

  it('names the fields a revision lacks (400) and changes nothing', async () => {
    const story = await addSubmission(service, ALUMNA);
    const refused = await call(ALUMNA, 'PUT', `/alumni/stories/${story.id}`, { title: ' ', body: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ title: 'Give your story a title.', body: 'Write your story.' });
    expect((await stored(story.id)).title).toBe(story.title);
  });

  it('withdraws a waiting or returned story; a withdrawn one cannot be changed or withdrawn again (409)', async () => {
    const waiting = await addSubmission(service, ALUMNA);
    const returned = await addSubmission(service, ALUMNA, { status: 'returned', note: 'More, please.' });
    for (const story of [waiting, returned]) {
      const withdrawn = await call(ALUMNA, 'POST', `/alumni/stories/${story.id}/withdraw`);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({ id: story.id, status: 'withdrawn' });
    }
    const again = await call(ALUMNA, 'POST', `/alumni/stories/${waiting.id}/withdraw`);
    expect(again).toEqual({ status: 409, body: { error: { code: 'conflict', message: STORY_MESSAGES.withdrawn } } });
    const revise = await call(ALUMNA, 'PUT', `/alumni/stories/${waiting.id}`, REVISED);
    expect(revise.status).toBe(409);
    expect((await stored(waiting.id)).title).toBe(waiting.title);
    expect(changes.map((change) => change.action)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('refuses a published story, or one an editor took on, with 409 saying why', async () => {
    const live = await addPost(service, { slug: 'live-story' });
    const draft = await addPost(service, { slug: 'draft-story', status: 'draft' });
    const published = await addSubmission(service, ALUMNA, { status: 'published', postId: live.id });
    const takenOn = await addSubmission(service, ALUMNA, { postId: draft.id });
    for (const [story, message] of [
      [published, STORY_MESSAGES.published],
      [takenOn, STORY_MESSAGES.takenOn],
    ] as const) {
      const revise = await call(ALUMNA, 'PUT', `/alumni/stories/${story.id}`, REVISED);
      expect(revise).toEqual({ status: 409, body: { error: { code: 'conflict', message } } });
      const withdraw = await call(ALUMNA, 'POST', `/alumni/stories/${story.id}/withdraw`);
      expect(withdraw.body.error.message).toBe(message);
    }
    expect((await stored(takenOn.id)).status).toBe('submitted');
  });

  it("answers someone else's story exactly like a missing one (404), audited, and changes nothing", async () => {
    const theirs = await addSubmission(service, OTHER);
    const missing = await call(ALUMNA, 'PUT', '/alumni/stories/nothing', REVISED);
    const other = await call(ALUMNA, 'PUT', `/alumni/stories/${theirs.id}`, REVISED);
    expect(other).toEqual(missing);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe(CONTENT_MESSAGES.noSuchSubmission);
    const otherWithdraw = await call(ALUMNA, 'POST', `/alumni/stories/${theirs.id}/withdraw`);
    expect(otherWithdraw).toEqual(await call(ALUMNA, 'POST', '/alumni/stories/nothing/withdraw'));
    expect(await refusals(ALUMNA)).toBe(2);
    expect(await stored(theirs.id)).toMatchObject({ title: theirs.title, status: 'submitted' });
    expect(changes).toEqual([]);
  });

  it('gives a published story its public address while the post is on the site, and null once it is taken down', async () => {
    const post = await addPost(service, { slug: 'from-kisumu', status: 'published', publishedAt: SENT });
    const story = await addSubmission(service, ALUMNA, { status: 'published', postId: post.id });
    const waiting = await addSubmission(service, ALUMNA, { submittedAt: new Date('2025-12-01T09:00:00.000Z') });
    const mine = await call(ALUMNA, 'GET', '/alumni/stories');
    expect(mine.body.items.map((item: { id: string; publishedPath: string | null }) => [item.id, item.publishedPath])).toEqual([
      [story.id, '/blog/from-kisumu'],
      [waiting.id, null],
    ]);
    await service.rows(sql`UPDATE content SET status = 'archived' WHERE id = ${post.id}`);
    expect((await call(ALUMNA, 'GET', '/alumni/stories')).body.items[0].publishedPath).toBeNull();
  });
});
