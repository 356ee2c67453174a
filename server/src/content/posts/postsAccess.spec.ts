// Every posts endpoint against every kind of caller: anonymous, signed in without a profile, and each of the six
// roles, on a post of their own and on another editor's. Posts belong to the whole content team, so an editor may
// act on a colleague's. Refusals must change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { hasPermission, ROLES, type Permission, type Role } from '@sla/permissions';
import { operationPath, type Operation, type HttpMethod } from '@sla/contract/operations';
import * as posts from '@sla/contract/operations/content';
import { describeOnOneBackend } from '../../testing/backends.js';
import { addPost } from '../../testing/fixtures.js';
import { operationCase } from '../../testing/operationAccess.js';
import { useTestService } from '../../testing/useTestService.js';
import { saveVersion } from '../versions/saveVersion.js';

type Caller = 'anonymous' | 'no-profile' | Role;
type Whose = 'own' | 'other';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const COLLEAGUE = 'editor-colleague';
const postId = (whose: Whose, caller: Caller) =>
  whose === 'other'
    ? '00000000-0000-4000-8000-000000000001'
    : `00000000-0000-4000-8000-${String(CALLERS.indexOf(caller) + 2).padStart(12, '0')}`;

type ContentPermission = 'create_content' | 'edit_content' | 'delete_content' | 'publish_content' | 'manage_content_categories';
/** Written from the permission table: content editors and admins hold the content permissions; nobody else does. */
const EXPECTED_HOLDERS: Record<ContentPermission, Role[]> = {
  create_content: ['admin', 'content_editor'],
  edit_content: ['admin', 'content_editor'],
  delete_content: ['admin', 'content_editor'],
  publish_content: ['admin', 'content_editor'],
  manage_content_categories: ['admin', 'content_editor'],
};

/**
 * A row from an operation's declaration (@sla/contract/operations): its name, method, the status its access rule gives, and
 * its address for the post (and version 1) tried. EXPECTED_HOLDERS above holds the rules to the permission table.
 */
const declared = (operation: Operation, payload?: object) => ({
  ...operationCase(operation),
  url: (id: string) => `/api${operationPath(operation.path, operation.path.includes('{id}') ? { id, version: '1' } : {})}`,
  onPost: operation.path.includes('{id}'),
  ...(payload ? { payload } : {}),
});

const ENDPOINTS: {
  name: string;
  method: HttpMethod;
  url: (id: string) => string;
  payload?: object;
  onPost: boolean;
  status: (caller: Caller) => number;
}[] = [
  declared(posts.getContentOverview),
  declared(posts.listEditorPosts),
  declared(posts.createPost, { title: 'A brand new post' }),
  declared(posts.getEditorPost),
  declared(posts.updatePost, { title: 'Changed', body: 'Changed text', baseVersion: 1 }),
  declared(posts.setPostStatus, { action: 'publish' }),
  declared(posts.listPostVersions),
  declared(posts.getPostVersion),
  declared(posts.restorePostVersion),
  declared(posts.deletePost),
];

const cases = ENDPOINTS.flatMap((endpoint) =>
  (endpoint.onPost ? (['own', 'other'] as const) : (['own'] as const)).flatMap((whose) =>
    CALLERS.map((caller) => [endpoint.name, whose, caller, endpoint] as const),
  ),
);

describeOnOneBackend('posts endpoint access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser(COLLEAGUE, 'content_editor');
    for (const role of ROLES) await service.addUser(uidOf(role), role);
  });

  /** A post written by `author`, with its first version. */
  async function addWrittenPost(id: string, author: string) {
    const row = await addPost(service, {
      id,
      slug: `post-${id.slice(-4)}`,
      status: 'draft',
      createdBy: author,
      updatedByName: author,
    });
    await saveVersion(service.database.db, {
      subject: 'post',
      subjectId: id,
      version: 1,
      snapshot: { title: row.title, slug: row.slug, body: row.body, status: 'draft' },
      savedBy: author,
      savedByName: author,
    });
  }

  it('matches the permission table it was written from', () => {
    for (const [permission, holders] of Object.entries(EXPECTED_HOLDERS))
      expect(ROLES.filter((role) => hasPermission(role, permission as Permission))).toEqual(holders);
  });

  it.each(cases)('%s (%s) as %s', async (_name, whose, caller, endpoint) => {
    const id = postId(whose, caller);
    await addWrittenPost(id, whose === 'other' ? COLLEAGUE : uidOf(caller));
    const snapshot = async () => ({
      content: await service.rows(sql`SELECT * FROM content ORDER BY id`),
      versions: await service.rows(sql`SELECT * FROM content_versions ORDER BY subject_id, version`),
    });
    const before = await snapshot();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(id),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await snapshot()).toEqual(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(response.json().error.message).toBe('You do not have permission to do this.');
  });
});
