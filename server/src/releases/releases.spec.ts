// The release operations (decision 0031): a team's key releases, promotes and rolls back its own project alone;
// admins list every project and roll any back; every change of what is live is in the activity log.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import * as people from '@sla/contract/operations/people';
import { packRelease, portalNeeds } from '@sla/releases';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationRow, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const KEYS = {
  'mfe-public': 'public-team-key-0123456789abcdef',
  'mfe-admin': 'admin-team-key-0123456789abcdef',
};
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

/** A portal's build as the release command packs it: a federation manifest asking for `react`, and one chunk. */
async function portalPack(react = '^19.0.0', marker = 'one'): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'sla-portal-build-'));
  try {
    const manifest = { shared: [{ name: 'react', singleton: true, requiredVersion: react }] };
    await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(join(dir, `chunk-${marker}.js`), `export const marker = '${marker}';`);
    return await packRelease(dir, { commit: 'abcdef1234567' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describeOnOneBackend('releases', (backend) => {
  const service = useTestService(backend, { releaseKeys: KEYS });
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    const root = service.releases.store.root;
    for (const name of await readdir(root)) await rm(join(root, name), { recursive: true, force: true });
  });

  const team = (project: string, key: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    service.request({
      method: 'POST',
      url: `/api/releases/${project}${body === undefined ? '' : '/promote'}`,
      headers: { ...(key ? { 'x-release-key': key } : {}), 'x-release-by': 'Ada', ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const publish = (project: string, key: string | null, pack: Buffer, headers: Record<string, string> = {}) =>
    service.request({
      method: 'POST',
      url: `/api/releases/${project}`,
      headers: {
        'content-type': 'application/gzip',
        ...(key ? { 'x-release-key': key } : {}),
        'x-release-by': 'Ada',
        ...headers,
      },
      payload: pack,
    });
  const rollBack = (project: string, key: string | null) =>
    service.request({
      method: 'POST',
      url: `/api/releases/${project}/rollback`,
      headers: key ? { 'x-release-key': key } : {},
    });
  /** What went live, as the activity log has it (publications are listed apart). */
  const releaseLog = () =>
    service.rows<{ user_id: string; permission: string; context: Record<string, unknown> }>(
      sql`SELECT user_id, permission, context FROM audit_logs WHERE type = 'release_change' AND permission <> 'publish' ORDER BY id`,
    );
  const publications = () =>
    service.rows<{ user_id: string; context: Record<string, unknown> }>(
      sql`SELECT user_id, context FROM audit_logs WHERE type = 'release_change' AND permission = 'publish' ORDER BY id`,
    );

  let clock = Date.now();
  async function released(marker: string): Promise<string> {
    // Ids sort by time: two releases of one commit in the same millisecond would share one.
    service.setClock(new Date((clock += 60_000)));
    const answer = await publish('mfe-public', KEYS['mfe-public'], await portalPack('^19.0.0', marker));
    expect(answer.statusCode).toBe(201);
    return answer.json().id;
  }

  it("publishes and promotes with the project's key, and logs the promotion under the key", async () => {
    const answer = await publish('mfe-public', KEYS['mfe-public'], await portalPack());
    expect(answer.statusCode).toBe(201);
    const { id, previewPath } = answer.json();
    expect(previewPath).toMatch(/^\/__preview\?token=/);
    const record = await service.releases.store.record('mfe-public', id);
    expect(record).toMatchObject({ project: 'mfe-public', commit: 'abcdef1234567', releasedBy: 'Ada (mfe-public key)' });
    // The needs are read from the manifest that arrived, not taken on the command's word.
    expect(record!.needs).toEqual(await portalNeeds(service.releases.store.folder('mfe-public', id)));

    expect(await publications()).toEqual([
      {
        user_id: 'release-key:mfe-public',
        context: { project: 'mfe-public', release: id, previous: null, by: 'Ada (mfe-public key)' },
      },
    ]);

    const promoted = await team('mfe-public', KEYS['mfe-public'], { id });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ project: 'mfe-public', live: id });
    expect(await releaseLog()).toEqual([
      {
        user_id: 'release-key:mfe-public',
        permission: 'promote',
        context: { project: 'mfe-public', release: id, previous: null, by: 'Ada (mfe-public key)' },
      },
    ]);

    const log = await service.request({
      method: 'GET',
      url: '/api/audit-logs?kind=releases',
      headers: service.as(uidOf('admin')),
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().items).toMatchObject([
      { type: 'release_change', action: 'promote', project: 'mfe-public', release: id },
      { type: 'release_change', action: 'publish', project: 'mfe-public', release: id },
    ]);

    const next = await released('two');
    expect((await team('mfe-public', KEYS['mfe-public'], { id: next })).json().live).toBe(next);
    const back = await rollBack('mfe-public', KEYS['mfe-public']);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ project: 'mfe-public', live: id });
    const listed = await service.request({
      method: 'GET',
      url: '/api/releases/mfe-public',
      headers: { 'x-release-key': KEYS['mfe-public'] },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ project: 'mfe-public', live: id, rollBackTo: null });
    expect(listed.json().releases.map((row: { id: string }) => row.id)).toEqual([next, id]);
    const othersList = await service.request({
      method: 'GET',
      url: '/api/releases/mfe-public',
      headers: { 'x-release-key': KEYS['mfe-admin'] },
    });
    expect(othersList.statusCode).toBe(403);
    expect((await releaseLog()).map((entry) => [entry.permission, entry.context.release])).toEqual([
      ['promote', id],
      ['promote', next],
      ['rollback', id],
    ]);
  });

  it('refuses a missing or wrong key (401), another team’s key (403) and a project without one (401, naming the setting)', async () => {
    const pack = await portalPack();
    const missing = await publish('mfe-public', null, pack);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.message).toBe("Send mfe-public's release key in X-Release-Key.");
    expect((await publish('mfe-public', 'not-a-key-of-anyone-at-all-xx', pack)).statusCode).toBe(401);
    const other = await publish('mfe-public', KEYS['mfe-admin'], pack);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('That key releases mfe-admin, not mfe-public.');
    const unset = await rollBack('mfe-student', KEYS['mfe-public']);
    expect(unset.statusCode).toBe(403);
    const noKey = await rollBack('mfe-student', null);
    expect(noKey.json().error.message).toBe(
      "Send mfe-student's release key in X-Release-Key (no key is set for mfe-student: set RELEASE_KEY_MFE_STUDENT on the data service).",
    );
    // A signed-in admin is no team: the pipelines' endpoints take keys only.
    const asAdmin = await service.request({
      method: 'POST',
      url: '/api/releases/mfe-public/rollback',
      headers: service.as(uidOf('admin')),
    });
    expect(asAdmin.statusCode).toBe(401);
    expect(await service.releases.store.releases('mfe-public')).toEqual([]);
    expect(await releaseLog()).toEqual([]);
  });

  it('answers bad input with one sentence and a 4xx, keeping the store as it was', async () => {
    const unknownProject = await publish('mfe-nothing', KEYS['mfe-public'], await portalPack());
    expect(unknownProject.statusCode).toBe(404);
    const garbage = await publish('mfe-public', KEYS['mfe-public'], Buffer.from('not a pack'));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.message).toBe('The release could not be read: send the build as the release command packs it.');
    const escaping = gzipSync(JSON.stringify({ about: {}, files: [{ path: '../../etc/evil.js', data: 'AA==' }] }));
    const traversal = await publish('mfe-public', KEYS['mfe-public'], escaping);
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().error.message).toMatch(/^The release holds a file with a path that is not allowed/);
    const notPortal = gzipSync(JSON.stringify({ about: {}, files: [{ path: 'index.js', data: 'AA==' }] }));
    expect((await publish('mfe-public', KEYS['mfe-public'], notPortal)).statusCode).toBe(400);
    expect(await service.releases.store.releases('mfe-public')).toEqual([]);

    const id = await released('one');
    const missing = await team('mfe-public', KEYS['mfe-public'], { id: '20990101T000000Z-abcdef1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('There is no release 20990101T000000Z-abcdef1 of mfe-public in the store.');
    expect((await team('mfe-public', KEYS['mfe-public'], { id: '' })).statusCode).toBe(400);
    expect((await team('mfe-public', KEYS['mfe-public'], { release: id })).statusCode).toBe(400);
    expect((await rollBack('mfe-public', KEYS['mfe-public'])).json().error.message).toBe(
      'mfe-public has no live release to roll back.',
    );
  });

  it('refuses with the gate’s sentence a portal the live shell cannot run (409), changing nothing', async () => {
    const old = await publish('mfe-public', KEYS['mfe-public'], await portalPack('^18.2.0'));
    const refused = await team('mfe-public', KEYS['mfe-public'], { id: old.json().id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Refused: .*react.*\^18\.2\.0/);
    expect((await service.releases.store.readLive()).live.projects['mfe-public']?.live ?? null).toBeNull();
    expect(await releaseLog()).toEqual([]);
  });

  it('lets an admin see every project and roll any back, logged under their name', async () => {
    const first = await released('one');
    const second = await released('two');
    await team('mfe-public', KEYS['mfe-public'], { id: first });
    await team('mfe-public', KEYS['mfe-public'], { id: second });

    const list = await service.request({ method: 'GET', url: '/api/admin/releases', headers: service.as(uidOf('admin')) });
    expect(list.statusCode).toBe(200);
    const projects = list.json().projects as { project: string; live: string | null; rollBackTo: string | null }[];
    expect(projects.map((entry) => entry.project)).toEqual([
      'shell',
      'mfe-public',
      'mfe-applicant',
      'mfe-student',
      'mfe-admin',
      'mfe-content',
      'mfe-alumni',
    ]);
    const publicPortal = list.json().projects[1];
    expect(publicPortal).toMatchObject({ live: second, rollBackTo: first });
    expect(publicPortal.releases.map((row: { id: string; live: boolean }) => [row.id, row.live])).toEqual([
      [second, true],
      [first, false],
    ]);
    // The live one needs no preview; the other opens with its preview link.
    expect(publicPortal.releases[0].previewPath).toBeNull();
    expect(publicPortal.releases[1].previewPath).toMatch(/^\/__preview\?token=/);

    const adminRollBack = (from: string) =>
      service.request({
        method: 'POST',
        url: '/api/admin/releases/mfe-public/rollback',
        headers: service.as(uidOf('admin')),
        payload: { from },
      });
    // The admin saw `first` live, but `second` is: refused rather than undo a release they never saw.
    const stale = await adminRollBack(first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(`mfe-public is now on ${second}, not ${first}: look again before rolling back.`);

    const back = await adminRollBack(second);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ project: 'mfe-public', live: first, rollBackTo: null });
    expect((await releaseLog()).at(-1)).toEqual({
      user_id: uidOf('admin'),
      permission: 'rollback',
      context: { project: 'mfe-public', release: first, previous: second, by: `${uidOf('admin')} (admin)` },
    });
    const again = await adminRollBack(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('mfe-public has no earlier release to go back to.');
  });

  it('counts refused keys per address: after ten, the address is refused (429), even with the right key', async () => {
    // A pipeline with its key is never counted.
    for (let call = 0; call < 15; call++) expect((await rollBack('mfe-public', KEYS['mfe-public'])).statusCode).toBe(409);
    for (let call = 0; call < 10; call++) expect((await rollBack('mfe-public', 'guess-' + call)).statusCode).toBe(401);
    const limited = await rollBack('mfe-public', KEYS['mfe-public']);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks the key before reading the body, and takes only the release command’s pack', async () => {
    // Not even parsed without a key: a broken JSON body is answered 401, not 400.
    const unread = await service.request({
      method: 'POST',
      url: '/api/releases/mfe-public',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(unread.statusCode).toBe(401);
    const json = await service.request({
      method: 'POST',
      url: '/api/releases/mfe-public',
      headers: { 'x-release-key': KEYS['mfe-public'] },
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe('Send the release as application/gzip, as the release command packs it.');
    const text = await service.request({
      method: 'POST',
      url: '/api/releases/mfe-public',
      headers: { 'x-release-key': KEYS['mfe-public'], 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(await service.releases.store.releases('mfe-public')).toEqual([]);
  });

  it('refuses a portal with a broken manifest and a shell that does not say what it offers (400)', async () => {
    const broken = gzipSync(
      JSON.stringify({ about: {}, files: [{ path: 'mf-manifest.json', data: Buffer.from('{"shared": 7}').toString('base64') }] }),
    );
    const portal = await publish('mfe-public', KEYS['mfe-public'], broken);
    expect(portal.statusCode).toBe(400);
    expect(portal.json().error.message).toBe("The release's mf-manifest.json is not a federation manifest.");
    const shellKeys = { ...KEYS, shell: 'shell-team-key-0123456789abcdef' };
    service.releases.keys = shellKeys;
    const shell = gzipSync(
      JSON.stringify({
        about: { describes: { portalContracts: 'one', shared: {} } },
        files: [{ path: 'index.html', data: 'AA==' }],
      }),
    );
    const refused = await publish('shell', shellKeys.shell, shell);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/^A shell release must say what it offers portals/);
    service.releases.keys = KEYS;
    expect(await service.releases.store.releases('shell')).toEqual([]);
  });

  it('takes the name of whoever runs the command in any script (sent URI-encoded)', async () => {
    const answer = await publish('mfe-public', KEYS['mfe-public'], await portalPack(), {
      'x-release-by': encodeURIComponent('Łukasz 田中'),
    });
    expect(answer.statusCode).toBe(201);
    expect((await service.releases.store.record('mfe-public', answer.json().id))!.releasedBy).toBe(
      'Łukasz 田中 (mfe-public key)',
    );
  });

  describe('access', () => {
    const state = async () => [await releaseLog(), (await service.releases.store.readLive()).live];
    const EXPECTED: AccessEndpoint<Caller>[] = [
      operationRow(people.listReleases),
      // Nothing was ever live: an admin is let through to the 409 that says so.
      {
        ...operationRow(people.rollBackReleaseAsAdmin, { params: { project: 'mfe-public' }, allowed: 409 }),
        payload: { from: '20261129T000000Z-abcdef1' },
      },
    ];
    it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
      expectAccess(service, caller as Caller, endpoint, {
        headers: caller === 'anonymous' ? null : service.as(uidOf(caller as Role)),
        state,
      }),
    );
  });
});
