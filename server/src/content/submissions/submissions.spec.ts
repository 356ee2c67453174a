import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES, CURSOR_INVALID } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addPost } from '../../testing/fixtures.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-1';
const ALUMNA = 'alumna-1';
const OTHER_ALUMNUS = 'alumnus-2';
const STORY = {
  title: 'From Kisumu to the lab',
  summary: 'How a scholarship year changed my path.',
  body: 'It started with a **question**.\n\nThen came the mentor.',
};

describeOnEachBackend('alumni story submissions', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    await service.addUser(ALUMNA, 'alumni', { displayName: 'Wanjiru Otieno', email: 'wanjiru@example.org' });
    await service.addUser(OTHER_ALUMNUS, 'alumni', { displayName: 'Kofi Mensah' });
    await service.addUser('applicant-1', 'applicant');
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });
  afterEach(() => stopListening());

  const call = async (uid: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const submit = async (uid = ALUMNA, story: object = STORY) => (await call(uid, 'POST', '/alumni/stories', story)).body;
  const noticesOf = (uid: string) => service.rows(sql`SELECT text, link FROM notices WHERE user_id = ${uid} ORDER BY created_at`);

  it('takes an alumna’s story under her profile name; she sees only her own, newest first', async () => {
    const sent = await call(ALUMNA, 'POST', '/alumni/stories', STORY);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      authorUid: ALUMNA,
      authorName: 'Wanjiru Otieno',
      ...STORY,
      status: 'submitted',
      note: null,
      postId: null,
      publishedPath: null,
      cover: null,
      submittedAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    service.setClock(new Date(NOW.getTime() + 1000));
    const second = await submit(ALUMNA, { ...STORY, title: 'A second story' });
    await submit(OTHER_ALUMNUS);
    const mine = await call(ALUMNA, 'GET', '/alumni/stories');
    expect(mine.body.items.map((story: { id: string }) => story.id)).toEqual([second.id, sent.body.id]);
    expect(changes.map((change) => [change.kind, change.action, change.byName])).toEqual([
      ['submission', 'created', 'Wanjiru Otieno'],
      ['submission', 'created', 'Wanjiru Otieno'],
      ['submission', 'created', 'Kofi Mensah'],
    ]);
  });

  it('takes five stories a day from one alumnus, then answers 429 in the form’s words', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call(ALUMNA, 'POST', '/alumni/stories', { ...STORY, title: `Story ${i}` })).status).toBe(201);
    const refused = await call(ALUMNA, 'POST', '/alumni/stories', { ...STORY, title: 'One more' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(CONTENT_MESSAGES.tooManyStories);
    expect(await service.count(sql`SELECT count(*) AS n FROM story_submissions`)).toBe(5);
    // Another alumnus is counted apart.
    expect((await call(OTHER_ALUMNUS, 'POST', '/alumni/stories', STORY)).status).toBe(201);
  });

  it('refuses a story without a title or body (400 naming the field), and anyone without share_alumni_stories', async () => {
    const refused = await call(ALUMNA, 'POST', '/alumni/stories', { title: ' ', body: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toEqual({ title: 'Give your story a title.', body: 'Write your story.' });
    expect((await call('applicant-1', 'POST', '/alumni/stories', STORY)).status).toBe(403);
    expect((await call('applicant-1', 'GET', '/alumni/stories')).status).toBe(403);
    expect(await service.count(sql`SELECT count(*) AS n FROM story_submissions`)).toBe(0);
  });

  it('lists waiting submissions for editors newest first, page by page, and others by status', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      service.setClock(new Date(NOW.getTime() + n * 1000));
      ids.unshift((await submit(ALUMNA, { ...STORY, title: `Story ${n}` })).id);
    }
    await call(EDITOR, 'POST', `/content/submissions/${ids[2]}/return`, { note: 'Shorter, please.' });
    const firstPage = await call(EDITOR, 'GET', '/content/submissions?limit=1');
    expect(firstPage.body.items.map((story: { id: string }) => story.id)).toEqual([ids[0]]);
    const secondPage = await call(EDITOR, 'GET', `/content/submissions?limit=1&cursor=${firstPage.body.nextCursor}`);
    expect(secondPage.body).toEqual({ items: [expect.objectContaining({ id: ids[1] })], nextCursor: null });
    const returned = await call(EDITOR, 'GET', '/content/submissions?status=returned');
    expect(returned.body.items.map((story: { id: string; note: string }) => [story.id, story.note])).toEqual([
      [ids[2], 'Shorter, please.'],
    ]);
    expect((await call(EDITOR, 'GET', '/content/submissions?status=lost')).status).toBe(400);
    const forged = await call(EDITOR, 'GET', '/content/submissions?cursor=nonsense');
    expect(forged.body.error.fieldErrors).toEqual({ cursor: CURSOR_INVALID });
    expect((await call(EDITOR, 'GET', `/content/submissions/${ids[1]}`)).body).toMatchObject({ id: ids[1], title: 'Story 1' });
    expect((await call(EDITOR, 'GET', '/content/submissions/nothing')).status).toBe(404);
  });

  it('takes a submission on as a draft post crediting its author; publishing the post publishes the submission with a notice and an e-mail', async () => {
    const story = await submit();
    await addPost(service, { slug: 'from-kisumu-to-the-lab' });
    const takenOn = await call(EDITOR, 'POST', `/content/submissions/${story.id}/take-on`);
    expect(takenOn.status).toBe(201);
    expect(takenOn.body).toMatchObject({
      status: 'draft',
      slug: 'from-kisumu-to-the-lab-2',
      title: STORY.title,
      summary: STORY.summary,
      body: STORY.body,
      authorName: 'Wanjiru Otieno',
      creditUid: ALUMNA,
      version: 1,
      updatedByName: 'Ada Editor',
    });
    const postId = takenOn.body.id as string;
    const [created] = await service.rows(sql`SELECT created_by AS "createdBy" FROM content WHERE id = ${postId}`);
    expect(created.createdBy).toBe(EDITOR);
    expect(
      await service.count(sql`SELECT count(*) AS n FROM content_versions WHERE subject = 'post' AND subject_id = ${postId}`),
    ).toBe(1);
    expect((await call(EDITOR, 'GET', `/content/submissions/${story.id}`)).body).toMatchObject({ status: 'submitted', postId });
    const again = await call(EDITOR, 'POST', `/content/submissions/${story.id}/take-on`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CONTENT_MESSAGES.submissionHandled);
    expect(await noticesOf(ALUMNA)).toEqual([]);

    const published = await call(EDITOR, 'POST', `/content/posts/${postId}/status`, { action: 'publish' });
    expect(published.status).toBe(200);
    expect((await call(ALUMNA, 'GET', '/alumni/stories')).body.items[0]).toMatchObject({ status: 'published', postId });
    expect(await noticesOf(ALUMNA)).toEqual([
      { text: `Your story "${STORY.title}" is published.`, link: '/blog/from-kisumu-to-the-lab-2' },
    ]);
    const mail = (await mailIn(service)).filter((message) => message.kind === 'story_published');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'wanjiru@example.org', subject: `Your story is published: ${STORY.title}` });
    expect(mail[0]!.text).toContain('http://localhost:4200/blog/from-kisumu-to-the-lab-2');
    const onBlog = (await service.request({ method: 'GET', url: '/api/public/posts/from-kisumu-to-the-lab-2' })).json();
    expect(onBlog).toMatchObject({ title: STORY.title, authorName: 'Wanjiru Otieno' });
    expect(changes.filter((change) => change.kind === 'submission').map((change) => change.action)).toEqual(['created', 'saved']);
  });

  it('returns a submission with a note: the note is kept, the author gets a notice and an e-mail; it cannot be handled twice', async () => {
    const story = await submit();
    const empty = await call(EDITOR, 'POST', `/content/submissions/${story.id}/return`, { note: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors).toEqual({ note: 'Tell the author what to change.' });
    const returned = await call(EDITOR, 'POST', `/content/submissions/${story.id}/return`, {
      note: 'Please add a photo & a <b>quote</b>.',
    });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: 'returned', note: 'Please add a photo & a <b>quote</b>.' });
    expect(await noticesOf(ALUMNA)).toEqual([
      { text: `Our editors sent your story "${STORY.title}" back with a note.`, link: '/alumni/stories' },
    ]);
    const [mail] = (await mailIn(service)).filter((message) => message.kind === 'story_returned');
    expect(mail).toMatchObject({ to: 'wanjiru@example.org' });
    expect(mail!.text).toContain('Please add a photo & a <b>quote</b>.');
    expect(mail!.html).toContain('Please add a photo &amp; a &lt;b&gt;quote&lt;/b&gt;.');
    for (const url of [`/content/submissions/${story.id}/return`, `/content/submissions/${story.id}/take-on`]) {
      const refused = await call(EDITOR, 'POST', url, { note: 'Again' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(CONTENT_MESSAGES.submissionHandled);
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM content`)).toBe(0);
    expect((await call(EDITOR, 'POST', '/content/submissions/nothing/return', { note: 'Hi' })).status).toBe(404);
    expect((await call(EDITOR, 'POST', '/content/submissions/nothing/take-on')).status).toBe(404);
    expect(changes.map((change) => change.action)).toEqual(['created', 'returned']);
  });
});
