import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listReleases, projectReleases, promoteRelease, publishRelease, pruneReleases, rollBackRelease } from './commands.js';
import { projectOfKey, releaseKeys } from './keys.js';
import { mismatch } from './compatibility.js';
import { localReleaseStore } from './localStore.js';
import { previewToken, readPreviewToken } from './preview.js';
import { portalNeeds } from './record.js';
import { isReleaseId, releaseId } from './releaseId.js';

const SHELL = { portalContracts: [1], shared: { react: '19.3.1', 'react-dom': '19.3.1', '@sla/ui': '0.1.0' } };
const needs =
  (shared = { react: '^19.0.0', 'react-dom': '^19.0.0', '@sla/ui': '^0.1.0' }, portalContract = 1) =>
  () => ({
    portalContract,
    shared,
  });

let root;
let store;
let build;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'releases-'));
  store = localReleaseStore(join(root, 'store'));
  build = join(root, 'build');
  await mkdir(join(build, 'assets'), { recursive: true });
  await writeFile(join(build, 'remoteEntry.js'), 'export {}');
  await writeFile(join(build, 'assets', 'chunk-1.js'), 'export const one = 1;');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Publishes a release of `project` made at minute `minute`, from a commit named after it. */
const publish = (project, minute, describe = needs()) =>
  publishRelease({
    store,
    project,
    distDir: build,
    commit: `${String(minute).padStart(2, '0')}a1b2c3d4e5f`,
    by: 'Team',
    now: new Date(Date.UTC(2026, 10, 29, 1, minute)),
    describe,
  });

describe('release ids', () => {
  it('sort by time and carry the commit', () => {
    const early = releaseId(new Date('2026-11-29T00:45:12.345Z'), '3f2a9c1d00');
    const late = releaseId(new Date('2026-11-29T10:05:00Z'), '0000000aaa');
    expect(early).toBe('20261129T004512Z-3f2a9c1');
    expect([late, early].sort()).toEqual([early, late]);
    expect(isReleaseId(early)).toBe(true);
    expect(isReleaseId('../../etc')).toBe(false);
  });
});

describe('the release store', () => {
  it('keeps a release whole, with its record, and never replaces one', async () => {
    const record = await publish('mfe-public', 1);
    expect(record).toMatchObject({
      project: 'mfe-public',
      releasedBy: 'Team',
      commit: '01a1b2c3d4e5f',
      needs: { portalContract: 1 },
    });
    const folder = store.folder('mfe-public', record.id);
    expect(await readFile(join(folder, 'assets', 'chunk-1.js'), 'utf8')).toBe('export const one = 1;');
    expect(JSON.parse(await readFile(join(folder, 'release.json'), 'utf8'))).toEqual(record);
    await expect(publish('mfe-public', 1)).rejects.toThrow(
      `Release ${record.id} of mfe-public already exists (one release of a commit a second): publish again.`,
    );
    await expect(
      publishRelease({ store, project: 'mfe-nope', distDir: build, commit: 'abcdef0', by: 'x', describe: needs() }),
    ).rejects.toThrow('"mfe-nope" is not a project that can be released');
  });
});

describe('promote, roll back, list', () => {
  it('makes a release live, goes back to the one live before, and back again one step at a time', async () => {
    const [first, second, third] = [
      await publish('mfe-public', 1),
      await publish('mfe-public', 2),
      await publish('mfe-public', 3),
    ];
    const promote = (id) => promoteRelease({ store, project: 'mfe-public', id, by: 'Ama', deployedShell: SHELL });
    await promote(first.id);
    await promote(second.id);
    await promote(third.id);
    await expect(promote(third.id)).rejects.toThrow(`mfe-public ${third.id} is already live.`);

    const back = (by = 'Admin') => rollBackRelease({ store, project: 'mfe-public', by, deployedShell: SHELL });
    expect((await back()).projects['mfe-public'].live).toBe(second.id);
    expect((await back()).projects['mfe-public'].live).toBe(first.id);
    await expect(back()).rejects.toThrow('mfe-public has no earlier release to go back to.');
    await expect(rollBackRelease({ store, project: 'mfe-admin', by: 'Admin', deployedShell: SHELL })).rejects.toThrow(
      'mfe-admin has no live release to roll back.',
    );

    const rows = await listReleases({ store, project: 'mfe-public' });
    expect(rows.map((row) => [row.id, row.live])).toEqual([
      [third.id, false],
      [second.id, false],
      [first.id, true],
    ]);
    expect(rows[2].wentLive).toMatchObject({ action: 'rollback', by: 'Admin', previous: second.id });
    await expect(
      promoteRelease({ store, project: 'mfe-public', id: '20991231T000000Z-abcdef0', by: 'x', deployedShell: SHELL }),
    ).rejects.toThrow('There is no release 20991231T000000Z-abcdef0 of mfe-public in the store.');
  });

  it('rolls back only from the release the caller saw live, and always lists the live one however old', async () => {
    const [first, second] = [await publish('mfe-public', 1), await publish('mfe-public', 2)];
    for (const release of [first, second])
      await promoteRelease({ store, project: 'mfe-public', id: release.id, by: 'Ama', deployedShell: SHELL });
    await expect(
      rollBackRelease({ store, project: 'mfe-public', by: 'Admin', deployedShell: SHELL, from: first.id }),
    ).rejects.toThrow(`mfe-public is now on ${second.id}, not ${first.id}: look again before rolling back.`);
    expect((await store.readLive()).live.projects['mfe-public'].live).toBe(second.id);
    await rollBackRelease({ store, project: 'mfe-public', by: 'Admin', deployedShell: SHELL, from: second.id });

    for (let minute = 3; minute < 6; minute++) await publish('mfe-public', minute);
    const { live, rollBackTo, rows } = await projectReleases({ store, project: 'mfe-public', limit: 2 });
    expect([live, rollBackTo]).toEqual([first.id, null]);
    expect(rows.map((row) => [row.id, row.live])).toEqual([
      [rows[0].id, false],
      [rows[1].id, false],
      [first.id, true],
    ]);
    expect(rows[2].wentLive).toMatchObject({ action: 'rollback', by: 'Admin' });
  });

  it('warns of a key too short or shared by two projects', () => {
    const warnings = [];
    const keys = releaseKeys(
      {
        RELEASE_KEY_MFE_PUBLIC: 'k'.repeat(30),
        RELEASE_KEY_MFE_ADMIN: 'k'.repeat(30),
        RELEASE_KEY_SHELL: 'short',
      },
      (message) => warnings.push(message),
    );
    expect(Object.keys(keys).sort()).toEqual(['mfe-admin', 'mfe-public']);
    expect(warnings).toEqual([
      '[release] RELEASE_KEY_SHELL is shorter than 24 characters: ignored.',
      '[release] RELEASE_KEY_MFE_ADMIN is the same key as RELEASE_KEY_MFE_PUBLIC: give each its own.',
    ]);
    expect(projectOfKey(keys, 'k'.repeat(29))).toBeNull();
  });

  it('rolls back along the chain of promotions, never round in a loop, whatever was promoted twice', async () => {
    const [a, b, c] = [await publish('mfe-public', 1), await publish('mfe-public', 2), await publish('mfe-public', 3)];
    const promote = (release) => promoteRelease({ store, project: 'mfe-public', id: release.id, by: 'x', deployedShell: SHELL });
    const back = async () =>
      (await rollBackRelease({ store, project: 'mfe-public', by: 'x', deployedShell: SHELL })).projects['mfe-public'].live;
    for (const release of [a, b, c, a]) await promote(release);
    expect([await back(), await back(), await back()]).toEqual([c.id, b.id, a.id]);
    await expect(back()).rejects.toThrow('mfe-public has no earlier release to go back to.');
    // Promoting after a rollback starts from where the site is: the next rollback comes back here.
    await promote(c);
    expect(await back()).toBe(a.id);
    await expect(back()).rejects.toThrow('mfe-public has no earlier release to go back to.');
  });

  it('prunes old releases but keeps the newest ten, the live one and every one a rollback could go back to', async () => {
    const ids = [];
    for (let minute = 1; minute <= 14; minute++) ids.push((await publish('mfe-public', minute)).id);
    for (const id of ids.slice(0, 3)) await promoteRelease({ store, project: 'mfe-public', id, by: 'x', deployedShell: SHELL });
    await expect(pruneReleases({ store, project: 'mfe-public', keep: 9 })).rejects.toThrow(
      'Keep at least the newest 10 releases: open pages may still load their files.',
    );
    expect(await pruneReleases({ store, project: 'mfe-public' })).toEqual([ids[3]]);
    expect(await store.releases('mfe-public')).toEqual([...ids.slice(0, 3), ...ids.slice(4)]);
    expect(await pruneReleases({ store, project: 'mfe-public' })).toEqual([]);
  });

  it('takes over a lock a dead command left behind, and keeps a live one', async () => {
    const first = await publish('mfe-public', 1);
    await mkdir(join(store.root, 'live.lock'), { recursive: true });
    const old = new Date(Date.now() - 60_000);
    await utimes(join(store.root, 'live.lock'), old, old);
    await promoteRelease({ store, project: 'mfe-public', id: first.id, by: 'x', deployedShell: SHELL });
    expect((await store.readLive()).live.projects['mfe-public'].live).toBe(first.id);
    await expect(readdir(store.root)).resolves.not.toContain('live.lock');
  });

  it('says what is wrong with a damaged live map or a folder that is not a build, in one sentence', async () => {
    await mkdir(store.root, { recursive: true });
    await writeFile(join(store.root, 'live.json'), '{ not json');
    await expect(store.readLive()).rejects.toThrow(/^The live map .*live\.json is not valid JSON: restore it from a backup/);
    await expect(portalNeeds(build)).rejects.toThrow(`${build} has no mf-manifest.json: it is not a portal's build`);
    await rm(join(store.root, 'live.json'));
    // A folder named like a release but without its record is not listed.
    await mkdir(join(store.root, 'mfe-admin', '20261129T000000Z-abcdef0'), { recursive: true });
    await expect(listReleases({ store, project: 'mfe-admin' })).resolves.toEqual([]);
  });

  it('lets two promotions of different portals started at the same moment both stick (separate processes)', async () => {
    const releases = {};
    for (const project of ['mfe-public', 'mfe-admin'])
      releases[project] = [(await publish(project, 1)).id, (await publish(project, 2)).id];
    // Each process promotes its portal's two releases in turn, many times, so their writes to the live map overlap.
    const script = `
      import { promoteRelease } from ${JSON.stringify(new URL('./commands.js', import.meta.url).href)};
      import { localReleaseStore } from ${JSON.stringify(new URL('./localStore.js', import.meta.url).href)};
      const [root, project, first, second] = process.argv.slice(1);
      const store = localReleaseStore(root);
      for (let round = 0; round < 100; round++)
        await promoteRelease({ store, project, id: round % 2 ? second : first, by: project, deployedShell: ${JSON.stringify(SHELL)} });
    `;
    const run = (project) =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script, store.root, project, ...releases[project]], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let errors = '';
        child.stderr.on('data', (chunk) => (errors += chunk));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors))));
      });
    await Promise.all([run('mfe-public'), run('mfe-admin')]);
    const { live } = await store.readLive();
    for (const project of ['mfe-public', 'mfe-admin']) {
      expect(live.projects[project].live).toBe(releases[project][1]);
      // Every promotion is in the history: none was lost to the other process's write.
      expect(live.projects[project].history.map((entry) => entry.by)).toEqual(Array(100).fill(project));
    }
    expect(live.version).toBe(200);
  }, 30_000);
});

describe('the compatibility gate', () => {
  it('names the first mismatch between a shell and a portal in one sentence', () => {
    const portal = (shared, portalContract = 1) => ({ project: 'mfe-admin', id: 'R1', needs: { portalContract, shared } });
    const shell = { project: 'shell', id: null, provides: SHELL };
    expect(mismatch(shell, portal({ react: '^19.0.0' }))).toBeNull();
    expect(mismatch(shell, portal({ react: '^20.0.0' }))).toBe(
      'mfe-admin R1 needs react ^20.0.0, but the deployed shell provides react 19.3.1.',
    );
    expect(mismatch(shell, portal({ react: '^19.0.0' }, 2))).toBe(
      'mfe-admin R1 speaks portal contract 2, but the deployed shell speaks only 1.',
    );
    expect(mismatch({ ...shell, id: 'S9' }, portal({ '@sla/router': '^0.1.0' }))).toBe(
      'mfe-admin R1 shares @sla/router ^0.1.0, which the shell S9 does not provide.',
    );
  });

  it('refuses a rollback to a portal the live shell no longer runs', async () => {
    const speaksBoth = await publish('shell', 1, () => ({ portalContracts: [1, 2], shared: SHELL.shared }));
    await promoteRelease({ store, project: 'shell', id: speaksBoth.id, by: 'x', deployedShell: SHELL });
    const old = await publish('mfe-admin', 2);
    const next = await publish('mfe-admin', 3, needs(undefined, 2));
    for (const release of [old, next])
      await promoteRelease({ store, project: 'mfe-admin', id: release.id, by: 'x', deployedShell: SHELL });
    const speaksTwo = await publish('shell', 4, () => ({ portalContracts: [2], shared: SHELL.shared }));
    await promoteRelease({ store, project: 'shell', id: speaksTwo.id, by: 'x', deployedShell: SHELL });
    await expect(rollBackRelease({ store, project: 'mfe-admin', by: 'Admin', deployedShell: SHELL })).rejects.toThrow(
      `Refused: mfe-admin ${old.id} speaks portal contract 1, but the shell ${speaksTwo.id} speaks only 2.`,
    );
    expect((await store.readLive()).live.projects['mfe-admin'].live).toBe(next.id);
  });

  it('refuses to promote a portal the live shell cannot run, and a shell that would break a live portal', async () => {
    const newer = await publish('mfe-admin', 1, needs({ react: '^20.0.0' }));
    await expect(promoteRelease({ store, project: 'mfe-admin', id: newer.id, by: 'x', deployedShell: SHELL })).rejects.toThrow(
      `Refused: mfe-admin ${newer.id} needs react ^20.0.0, but the deployed shell provides react 19.3.1.`,
    );
    expect((await store.readLive()).live.projects['mfe-admin']).toBeUndefined();

    const portal = await publish('mfe-admin', 2);
    await promoteRelease({ store, project: 'mfe-admin', id: portal.id, by: 'x', deployedShell: SHELL });
    const shell = await publish('shell', 3, () => ({ portalContracts: [2], shared: SHELL.shared }));
    await expect(promoteRelease({ store, project: 'shell', id: shell.id, by: 'x', deployedShell: SHELL })).rejects.toThrow(
      `Refused: mfe-admin ${portal.id} speaks portal contract 1, but the shell ${shell.id} speaks only 2.`,
    );
  });
});

describe('preview tokens', () => {
  it('grant one release for a day, and nothing when forged, changed or expired', () => {
    const now = Date.UTC(2026, 10, 29);
    const token = previewToken({ project: 'mfe-public', id: '20261129T004512Z-3f2a9c1' }, 'secret', now);
    expect(readPreviewToken(token, 'secret', now + 1000)).toMatchObject({
      project: 'mfe-public',
      id: '20261129T004512Z-3f2a9c1',
    });
    expect(readPreviewToken(token, 'other secret', now)).toBeNull();
    expect(readPreviewToken(token, 'secret', now + 24 * 60 * 60 * 1000 + 1)).toBeNull();
    const [payload, signature] = token.split('.');
    const changed = Buffer.from(
      JSON.stringify({ project: 'mfe-admin', id: '20261129T004512Z-3f2a9c1', expires: now + 5000 }),
    ).toString('base64url');
    expect(readPreviewToken(`${changed}.${signature}`, 'secret', now)).toBeNull();
    expect(readPreviewToken(`${payload}`, 'secret', now)).toBeNull();
    expect(readPreviewToken(undefined, 'secret', now)).toBeNull();
  });
});
