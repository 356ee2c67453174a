import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localReleaseStore, previewToken, promoteRelease, publishRelease, rollBackRelease } from '@sla/releases';
import { siteReleases } from './releases.mjs';
import { createSiteServer, listen } from './site-server.mjs';

const SECRET = 'preview-secret-for-tests';
const SHELL = { portalContracts: [1], shared: { react: '19.3.1' } };

let root;
let server;
let origin;
let store;
const ids = [];

/** A build of the public portal whose page and chunk say which release they are. */
async function portalBuild(name) {
  const build = join(root, 'builds', name);
  await mkdir(join(build, 'assets'), { recursive: true });
  await mkdir(join(build, 'ssr'), { recursive: true });
  await writeFile(
    join(build, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ name: 'portal', assets: { js: { sync: [`assets/portal-${name}.js`] } } }],
      shared: [{ name: 'react', requiredVersion: '^19.0.0', singleton: true }],
    }),
  );
  await writeFile(join(build, 'remoteEntry.js'), `export const release = '${name}';`);
  await writeFile(join(build, 'assets', `portal-${name}.js`), `export const page = '${name}';`);
  await writeFile(
    join(build, 'ssr', 'ssr.js'),
    `export const render = async ({ url }) => '<h1>Release ${name} at ' + url + '</h1>';`,
  );
  return build;
}

const get = (path, cookie) => fetch(origin + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
const remoteOf = async (cookie) => (await (await get('/runtime-config.json', cookie)).json()).remotes['mfe-public'];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-releases-'));
  await mkdir(join(root, 'shell', 'ssr'), { recursive: true });
  await mkdir(join(root, 'mfe-public'), { recursive: true });
  await writeFile(
    join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    join(root, 'shell', 'runtime-config.json'),
    JSON.stringify({ siteName: 'Org', remotes: { 'mfe-public': '/mfe/mfe-public/mf-manifest.json' } }),
  );
  await writeFile(join(root, 'shell', 'ssr', 'ssr.js'), 'export const renderFrame = ({ html }) => `<main>${html}</main>`;');
  await writeFile(join(root, 'mfe-public', 'mf-manifest.json'), '{}');
  // The store in the deploy folder, where the release commands put it by default.
  store = localReleaseStore(join(root, 'releases'));
  for (const [minute, name] of [
    [1, 'one'],
    [2, 'two'],
  ]) {
    const record = await publishRelease({
      store,
      project: 'mfe-public',
      distDir: await portalBuild(name),
      commit: `${minute}bcdef0123`,
      by: 'Public team',
      now: new Date(Date.UTC(2026, 10, 29, 1, minute)),
      describe: async () => ({ portalContract: 1, shared: { react: '^19.0.0' } }),
    });
    ids.push(record.id);
  }
  server = createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test', RELEASE_PREVIEW_SECRET: SECRET } });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const promote = (id) => promoteRelease({ store, project: 'mfe-public', id, by: 'Public team', deployedShell: SHELL });

describe('the site server and independent releases', () => {
  it('serves the deployed portal until a release is promoted, then the live release on the very next load', async () => {
    expect(await remoteOf()).toBe('/mfe/mfe-public/mf-manifest.json');
    await promote(ids[0]);
    expect(await remoteOf()).toBe(`/releases/mfe-public/${ids[0]}/mf-manifest.json`);
    const page = await (await get('/about')).text();
    // Rendered on the server with the live release's own bundle, its code preloaded from the release's folder.
    expect(page).toContain('<main><h1>Release one at /about</h1></main>');
    expect(page).toContain(`/releases/mfe-public/${ids[0]}/assets/portal-one.js`);

    await promote(ids[1]);
    expect(await remoteOf()).toBe(`/releases/mfe-public/${ids[1]}/mf-manifest.json`);
    expect(await (await get('/about')).text()).toContain('<h1>Release two at /about</h1>');
  });

  it("keeps serving an earlier release's files, cached for a year, but never its server bundle or record", async () => {
    const old = await get(`/releases/mfe-public/${ids[0]}/assets/portal-one.js`);
    expect(old.status).toBe(200);
    expect(await old.text()).toBe("export const page = 'one';");
    expect(old.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(old.headers.get('access-control-allow-origin')).toBe('*');
    for (const path of [
      `/releases/mfe-public/${ids[0]}/ssr/ssr.js`,
      `/releases/mfe-public/${ids[0]}/release.json`,
      `/releases/mfe-public/${ids[0]}/..%2F..%2Flive.json`,
      // However the path is spelt: the check is on the normalised path.
      `/releases/mfe-public/${ids[0]}/assets%2F..%2Fssr%2Fssr.js`,
      `/releases/mfe-public/${ids[0]}/.%2Frelease.json`,
      '/releases/mfe-public/not-an-id/remoteEntry.js',
      `/releases/mfe-nope/${ids[0]}/remoteEntry.js`,
    ])
      expect([path, (await get(path)).status]).toEqual([path, 404]);
  });

  it('shows one browser the release it previews, with a bar to leave, while every other browser gets the live one', async () => {
    const token = previewToken({ project: 'mfe-public', id: ids[0] }, SECRET);
    const start = await get(`/__preview?token=${token}`);
    expect(start.status).toBe(302);
    const cookie = start.headers.get('set-cookie').split(';')[0];
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Lax/);

    expect(await remoteOf(cookie)).toBe(`/releases/mfe-public/${ids[0]}/mf-manifest.json`);
    expect((await get('/runtime-config.json', cookie)).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/runtime-config.json')).headers.get('cache-control')).toBe('no-cache');
    expect(await remoteOf()).toBe(`/releases/mfe-public/${ids[1]}/mf-manifest.json`);
    const previewed = await get('/about', cookie);
    const html = await previewed.text();
    expect(html).toContain(`Previewing mfe-public ${ids[0]} - <a href="/__preview/leave">Leave preview</a>`);
    expect(html).toContain('<h1>Release one at /about</h1>');
    expect(previewed.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await get('/about')).text()).not.toContain('Previewing');
    expect((await get('/__preview/bar.css')).headers.get('content-type')).toMatch(/text\/css/);

    const leave = await get('/__preview/leave', cookie);
    expect(leave.headers.get('set-cookie')).toMatch(/^sla_preview=; Path=\/; Max-Age=0/);
  });

  it('lets a developer see a portal from its own dev server in one browser, and only from localhost, only in development', async () => {
    const local = 'http://localhost:4301/mf-manifest.json';
    const start = await get(`/__preview/dev?project=mfe-public&url=${encodeURIComponent(local)}`);
    expect(start.status).toBe(302);
    const cookie = start.headers.get('set-cookie').split(';')[0];
    expect(await remoteOf(cookie)).toBe(local);
    expect(await (await get('/about', cookie)).text()).toContain(
      `Previewing mfe-public from ${local} - <a href="/__preview/leave">`,
    );
    expect(await remoteOf()).toBe(`/releases/mfe-public/${ids[1]}/mf-manifest.json`);
    for (const url of ['https://evil.example/mf-manifest.json', 'javascript:alert(1)', 'http://localhost:4301/other.js']) {
      const refused = await get(`/__preview/dev?project=mfe-public&url=${encodeURIComponent(url)}`);
      expect([url, refused.status, refused.headers.get('set-cookie')]).toEqual([url, 404, null]);
    }
    // A forged cookie naming another host is ignored.
    const forged = `sla_preview_dev=${encodeURIComponent(JSON.stringify({ project: 'mfe-public', url: 'https://evil.example/mf-manifest.json' }))}`;
    expect(await remoteOf(forged)).toBe(`/releases/mfe-public/${ids[1]}/mf-manifest.json`);
    expect((await get('/__preview/leave', cookie)).headers.get('set-cookie')).toContain('sla_preview_dev=; Path=/; Max-Age=0');
    const production = siteReleases({ deployRoot: root, env: { NODE_ENV: 'production' } });
    expect(production.startDevPreview('mfe-public', local)).toBeNull();
  });

  it('refuses a preview link that was changed, signed with another secret, or names a release not in the store', async () => {
    const good = previewToken({ project: 'mfe-public', id: ids[0] }, SECRET);
    for (const token of [
      `${good}x`,
      previewToken({ project: 'mfe-public', id: ids[0] }, 'another secret'),
      previewToken({ project: 'mfe-public', id: '20991231T000000Z-abcdef0' }, SECRET),
    ]) {
      const answer = await get(`/__preview?token=${token}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toMatch(/^This preview link is not valid/);
    }
    // A cookie with a forged token is ignored: the live release.
    expect(await remoteOf(`sla_preview=${good}x`)).toBe(`/releases/mfe-public/${ids[1]}/mf-manifest.json`);
  });

  it("serves a promoted shell release: its page and runtime config, with the earlier shell's assets still there", async () => {
    const build = join(root, 'builds', 'shell-two');
    await mkdir(join(build, 'assets'), { recursive: true });
    await writeFile(
      join(build, 'index.html'),
      '<!doctype html><html><head><title>shell two</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(build, 'runtime-config.json'), JSON.stringify({ siteName: 'Org from shell two', remotes: {} }));
    await writeFile(join(build, 'assets', 'app-22222222.js'), 'export const shell = 2;');
    await mkdir(join(root, 'shell', 'assets'), { recursive: true });
    await writeFile(join(root, 'shell', 'assets', 'app-11111111.js'), 'export const shell = 1;');
    const { id } = await publishRelease({
      store,
      project: 'shell',
      distDir: build,
      commit: '3bcdef0123',
      by: 'Shell team',
      now: new Date(Date.UTC(2026, 10, 29, 1, 3)),
      describe: async () => SHELL,
    });
    // Its ssr/ is missing, so pages are rendered by the browser: the page is the shell release's index.html.
    await promoteRelease({ store, project: 'shell', id, by: 'Shell team', deployedShell: SHELL });
    expect(await (await get('/admin/users')).text()).toContain('shell two');
    expect((await (await get('/runtime-config.json')).json()).siteName).toBe('Org from shell two');
    expect(await (await get('/assets/app-22222222.js')).text()).toBe('export const shell = 2;');
    // Neither the shell release's record nor its server bundle is a page asset, however the path is spelt.
    for (const path of ['/.%2Frelease.json', '/assets%2F..%2Fssr%2Fssr.js'])
      expect([path, await (await get(path)).text()]).not.toContainEqual(expect.stringContaining('Shell team'));
    // A page still open on the deployed shell loads its chunks; the release's record is not a page asset.
    expect(await (await get('/assets/app-11111111.js')).text()).toBe('export const shell = 1;');
    expect(await (await get('/release.json')).text()).not.toContain('Shell team');
    // The deployed shell was live before: nothing in the map to go back to, so it stays, and says so.
    await expect(rollBackRelease({ store, project: 'shell', by: 'Admin', deployedShell: SHELL })).rejects.toThrow(
      'shell has no earlier release to go back to.',
    );
    // Put the deployed shell back for the tests after this one.
    const { live, version } = await store.readLive();
    delete live.projects.shell;
    await store.writeLive(live, version);
    expect((await (await get('/runtime-config.json')).json()).siteName).toBe('Org');
  });

  it('keeps serving with the last good live map when the file is damaged', async () => {
    const before = await remoteOf();
    const { live } = await store.readLive();
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args.join(' '));
    try {
      await writeFile(join(store.root, 'live.json'), '{ damaged');
      const answer = await get('/about');
      expect(answer.status).toBe(200);
      expect(await remoteOf()).toBe(before);
      expect(errors.join('\n')).toContain('the release live map could not be read');
    } finally {
      console.error = original;
      await writeFile(join(store.root, 'live.json'), JSON.stringify(live));
    }
  });

  it('goes back to the release live before on a rollback, at the next load', async () => {
    await rollBackRelease({ store, project: 'mfe-public', by: 'Admin', deployedShell: SHELL });
    expect(await remoteOf()).toBe(`/releases/mfe-public/${ids[0]}/mf-manifest.json`);
    expect(await (await get('/about')).text()).toContain('<h1>Release one at /about</h1>');
  });
});
