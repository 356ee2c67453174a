// Every media endpoint against every kind of caller: anonymous, signed in without a profile, and each of the
// six roles. The library is shared, so "someone else's" is an image another editor uploaded.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import { operationPath, type HttpMethod } from '@sla/contract/operations';
import * as library from '@sla/contract/operations/content';
import { describeOnOneBackend } from '../../testing/backends.js';
import { operationCase } from '../../testing/operationAccess.js';
import { useTestService } from '../../testing/useTestService.js';
import { ingestMedia } from './ingestMedia.js';
import { image } from './mediaFixtures.js';

type CallerName = 'anonymous' | 'no-profile' | Role;
const CALLERS: CallerName[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: CallerName) => `caller-${caller}`;

/** Written from the permission table (docs/requirements.md#permissions): content editors and admins hold every content right. */
const EDITORS: CallerName[] = ['content_editor', 'admin'];
const refusedAs = (caller: CallerName) => (caller === 'anonymous' ? 401 : 403);
const forEditors = (allowed: number) => (caller: CallerName) => (EDITORS.includes(caller) ? allowed : refusedAs(caller));

const ENDPOINTS: {
  name: string;
  method: HttpMethod;
  url: (image: { id: string; url: string }) => string;
  payload?: 'image' | object;
  status: (caller: CallerName) => number;
}[] = [
  // The library's rows come from their declarations (@sla/contract/operations): the service is held to what they say.
  { ...operationCase(library.listMedia), url: () => '/api/content/media' },
  { ...operationCase(library.uploadMedia), url: () => '/api/content/media', payload: 'image' },
  {
    ...operationCase(library.setMediaAlt),
    name: "set the alt text of another editor's image",
    url: (image) => `/api${operationPath(library.setMediaAlt.path, { id: image.id })}`,
    payload: { alt: 'Changed' },
  },
  {
    ...operationCase(library.deleteMedia),
    name: "delete another editor's image",
    url: (image) => `/api${operationPath(library.deleteMedia.path, { id: image.id })}`,
  },
  { name: 'read a resized image', method: 'GET', url: (image) => image.url, status: () => 200 },
];

describeOnOneBackend('media library: who may do what', (backend) => {
  const service = useTestService(backend);
  let png: Buffer;
  let existing: { id: string; url: string };

  beforeEach(async () => {
    png ??= await image('png', 500, 250);
    for (const caller of CALLERS)
      if (caller !== 'anonymous' && caller !== 'no-profile') await service.addUser(uidOf(caller), caller);
    await service.addUser('someone-else', 'content_editor');
    existing = await ingestMedia(service.ctx, {
      bytes: png,
      fileName: 'theirs.png',
      uploadedBy: 'someone-else',
      uploadedByName: 'Someone Else',
      alt: 'Original',
    });
  });

  it('declares what the permission table says: content editors and admins, nobody else', () => {
    for (const operation of [library.listMedia, library.uploadMedia, library.setMediaAlt, library.deleteMedia]) {
      const row = operationCase(operation);
      expect(CALLERS.map(row.status)).toEqual(CALLERS.map(forEditors(operation.status)));
    }
  });

  const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const headers: Record<string, string> = caller === 'anonymous' ? {} : { ...service.as(uidOf(caller)) };
    let payload: Buffer | object | undefined;
    if (endpoint.payload === 'image') {
      payload = png;
      Object.assign(headers, { 'content-type': 'image/png', 'x-file-name': 'mine.png' });
    } else payload = endpoint.payload;
    const before = await service.rows(sql`SELECT id, alt FROM media ORDER BY id`);

    const response = await service.request({ method: endpoint.method, url: endpoint.url(existing), headers, payload });
    const expected = endpoint.status(caller);
    expect(response.statusCode).toBe(expected);
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) {
      expect(response.json().error).toEqual({ code: 'forbidden', message: 'You do not have permission to do this.' });
      // The refusal is on the record, and nothing changed.
      const [refusal] = await service.rows(
        sql`SELECT user_id, granted FROM audit_logs WHERE type = 'permission_check' ORDER BY timestamp DESC LIMIT 1`,
      );
      expect(refusal).toMatchObject({ user_id: uidOf(caller), granted: false });
    }
    if (expected >= 400) expect(await service.rows(sql`SELECT id, alt FROM media ORDER BY id`)).toEqual(before);
  });

  it('answers an upload from someone without the right before reading the image', async () => {
    // A body far over the limit: refused by who is asking, not by its size.
    const response = await service.request({
      method: 'POST',
      url: '/api/content/media',
      headers: { ...service.as(uidOf('staff')), 'content-type': 'image/png', 'x-file-name': 'big.png' },
      payload: Buffer.alloc(12 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await service.request({
      method: 'POST',
      url: '/api/content/media',
      headers: { 'content-type': 'image/png', 'x-file-name': 'big.png' },
      payload: Buffer.alloc(12 * 1024 * 1024),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
