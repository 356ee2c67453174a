// Every endpoint of the content portal's categories, events, programme pages, submissions and live stream against
// every kind of caller: anonymous, signed in without a profile, and each of the six roles, on their own submission
// and on someone else's. Refusals must change nothing.
import type { AddressInfo } from 'node:net';
import type { HttpMethod } from '@sla/contract/operations';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { ROLES } from '@sla/permissions';
import * as stories from '@sla/contract/operations/alumni';
import * as content from '@sla/contract/operations/content';
import { addCategory } from '../content/posts/postFixtures.js';
import { addSubmission } from '../content/submissions/submissionFixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addEvent, addPost, addProgram } from '../testing/fixtures.js';
import { expectedStatus, operationRow, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

/** The ids the seed below writes, the same in every test so the table can name them. */
const IDS = {
  usedCategory: randomUUID(),
  emptyCategory: randomUUID(),
  event: randomUUID(),
  program: randomUUID(),
  ownStory: randomUUID(),
  otherStory: randomUUID(),
};

/** Expected status per caller, from the permission table of docs/requirements.md#permissions. */
const writesContent = (caller: Caller) => caller === 'content_editor' || caller === 'admin';
const sharesStories = (caller: Caller) => caller === 'alumni' || caller === 'admin';
const editors = (ok: number) => (caller: Caller) => (caller === 'anonymous' ? 401 : writesContent(caller) ? ok : 403);
const storytellers = (ok: number) => (caller: Caller) => (caller === 'anonymous' ? 401 : sharesStories(caller) ? ok : 403);

const EVENT = {
  title: 'Open day',
  startsAt: '2026-09-01T08:00:00.000Z',
  timeZone: 'Africa/Accra',
  online: true,
};
const PAGE = { summary: 'A year of science.', faq: [{ question: 'Free?', answer: 'Yes.' }] };

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: string;
  payload?: (caller: Caller) => object;
  status: (caller: Caller) => number;
}[] = [
  // The categories' rows come from their declarations (@sla/contract/operations): the service is held to what they say.
  operationRow(content.listCategories),
  operationRow(content.createCategory, { payload: (caller) => ({ name: `Made by ${caller}` }) }),
  operationRow(content.renameCategory, { params: { id: IDS.emptyCategory }, payload: () => ({ name: 'Renamed' }) }),
  operationRow(content.reorderCategories, { payload: () => ({ ids: [IDS.emptyCategory, IDS.usedCategory] }) }),
  operationRow(content.moveCategoryPosts, {
    params: { id: IDS.usedCategory },
    payload: () => ({ toCategoryId: IDS.emptyCategory }),
  }),
  operationRow(content.deleteCategory, { params: { id: IDS.emptyCategory } }),
  operationRow(content.listEditorEvents),
  operationRow(content.createEvent, { payload: () => EVENT }),
  operationRow(content.getEditorEvent, { params: { id: IDS.event } }),
  operationRow(content.updateEvent, { params: { id: IDS.event }, payload: () => ({ ...EVENT, slug: 'seeded-event' }) }),
  operationRow(content.listEventVersions, { params: { id: IDS.event } }),
  // The seeded event has no saved versions: those who may read one are told it does not exist.
  operationRow(content.getEventVersion, { params: { id: IDS.event, version: '1' }, allowed: 404 }),
  operationRow(content.restoreEventVersion, { params: { id: IDS.event, version: '1' }, allowed: 404 }),
  operationRow(content.deleteEvent, { params: { id: IDS.event } }),
  operationRow(content.listProgramPages),
  operationRow(content.getProgramPage, { params: { programId: IDS.program } }),
  operationRow(content.updateProgramPage, { params: { programId: IDS.program }, payload: () => PAGE }),
  operationRow(content.listProgramPageVersions, { params: { programId: IDS.program } }),
  operationRow(content.getProgramPageVersion, { params: { programId: IDS.program, version: '1' }, allowed: 404 }),
  operationRow(content.restoreProgramPageVersion, { params: { programId: IDS.program, version: '1' }, allowed: 404 }),
  operationRow(content.listSubmissions),
  // The alumni caller wrote ownStory: writing it gives no right to the editors' side of it.
  {
    ...operationRow(content.getSubmission, { params: { id: IDS.ownStory } }),
    name: 'read own submission as an editor would',
  },
  {
    ...operationRow(content.getSubmission, { params: { id: IDS.otherStory } }),
    name: "read someone else's submission",
  },
  { ...operationRow(content.takeOnSubmission, { params: { id: IDS.ownStory } }), name: 'take on own submission' },
  {
    ...operationRow(content.takeOnSubmission, { params: { id: IDS.otherStory } }),
    name: "take on someone else's submission",
  },
  operationRow(content.returnSubmission, { params: { id: IDS.otherStory }, payload: () => ({ note: 'Shorter, please.' }) }),
  operationRow(stories.listMyStories),
  operationRow(stories.submitStory, { payload: () => ({ title: 'My year', body: 'It was good.' }) }),
  // Only the alumni caller wrote ownStory; to everyone else who shares stories it is someone else's: 404 like a missing one.
  {
    ...operationRow(stories.reviseStory, {
      params: { id: IDS.ownStory },
      payload: () => ({ title: 'My year, again', body: 'It was better.' }),
    }),
    name: 'revise own story',
    status: (caller) => (caller === 'alumni' ? 200 : expectedStatus(stories.reviseStory, caller, 404)),
  },
  {
    ...operationRow(stories.reviseStory, {
      params: { id: IDS.otherStory },
      payload: () => ({ title: 'Not mine', body: 'Not mine either.' }),
      allowed: 404,
    }),
    name: "revise someone else's story",
  },
  {
    ...operationRow(stories.withdrawStory, { params: { id: IDS.ownStory } }),
    name: 'withdraw own story',
    status: (caller) => (caller === 'alumni' ? 200 : expectedStatus(stories.withdrawStory, caller, 404)),
  },
  {
    ...operationRow(stories.withdrawStory, { params: { id: IDS.otherStory }, allowed: 404 }),
    name: "withdraw someone else's story",
  },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('content portal access: categories, events, programme pages, submissions, live', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser('someone-else', 'alumni', { displayName: 'Someone Else' });
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    const used = await addCategory(service, 'Used', { id: IDS.usedCategory });
    await addCategory(service, 'Empty', { id: IDS.emptyCategory });
    await addPost(service, { slug: 'in-used', categoryId: used.id });
    await addEvent(service, { id: IDS.event, slug: 'seeded-event', eventStartsAt: new Date('2026-09-01T08:00:00.000Z') });
    await addProgram(service, { id: IDS.program, slug: 'seeded-programme' });
    await addSubmission(service, uidOf('alumni'), { id: IDS.ownStory });
    await addSubmission(service, 'someone-else', { id: IDS.otherStory });
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'name', name, 'position', position) ORDER BY id) FROM categories) AS categories,
      (SELECT json_agg(json_build_object('id', id, 'version', version, 'category', category_id, 'title', title) ORDER BY id) FROM content) AS content,
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'post', post_id, 'title', title) ORDER BY id) FROM story_submissions) AS submissions,
      (SELECT json_agg(json_build_object('id', id, 'version', page_version, 'summary', summary) ORDER BY id) FROM programs) AS programs,
      (SELECT count(*) FROM content_versions) AS versions,
      (SELECT count(*) FROM notices) AS notices,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url,
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload(caller) } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
  });

  it('declares what the permission table says for submissions, stories and the live stream', () => {
    const byTable = [
      ...[content.listSubmissions, content.getSubmission, content.takeOnSubmission, content.returnSubmission].map(
        (operation) => [operation, editors(operation.status)] as const,
      ),
      ...[stories.listMyStories, stories.submitStory, stories.reviseStory, stories.withdrawStory].map(
        (operation) => [operation, storytellers(operation.status)] as const,
      ),
      [content.streamContentChanges, editors(200)] as const,
    ];
    for (const [operation, status] of byTable)
      expect(
        CALLERS.map((caller) => expectedStatus(operation, caller)),
        operation.id,
      ).toEqual(CALLERS.map(status));
  });

  it("shows an alumnus only their own stories, never someone else's", async () => {
    const response = await service.request({ method: 'GET', url: '/api/alumni/stories', headers: service.as(uidOf('alumni')) });
    expect(response.json().items.map((story: { id: string }) => story.id)).toEqual([IDS.ownStory]);
    const admin = await service.request({ method: 'GET', url: '/api/alumni/stories', headers: service.as(uidOf('admin')) });
    expect(admin.json().items).toEqual([]);
  });

  // The stream never ends by itself, so it is opened on a listening server and dropped once its answer is known.
  let base = '';
  afterAll(() => {
    base = '';
  });
  it.each(CALLERS)('open the live stream as %s', async (caller) => {
    if (!base) {
      await service.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}/api`;
    }
    const controller = new AbortController();
    const response = await fetch(`${base}/content/live`, {
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      signal: controller.signal,
    });
    controller.abort();
    expect(response.status).toBe(expectedStatus(content.streamContentChanges, caller));
  });
});
