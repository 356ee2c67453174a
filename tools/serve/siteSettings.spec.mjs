import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen } from './site-server.mjs';
import { storedSiteSettings, withSiteSettings } from './siteSettings.mjs';

const STORED = {
  siteName: 'Renamed Org',
  orgEmailDomain: 'renamed.example',
  publicContactEmail: 'hi@renamed.example',
  donationCurrency: 'KES',
  cardPayments: false,
  overridden: ['siteName', 'publicContactEmail'],
};

describe('withSiteSettings', () => {
  it('lays only what an admin changed over the runtime config', () => {
    const config = { siteName: 'Env Org', orgEmailDomain: 'env.example', remotes: {} };
    expect(withSiteSettings(config, STORED)).toEqual({
      siteName: 'Renamed Org',
      orgEmailDomain: 'env.example',
      contactEmail: 'hi@renamed.example',
      remotes: {},
    });
    expect(withSiteSettings(config, null)).toBe(config);
    expect(withSiteSettings(config, { error: { code: 'not_found' } })).toBe(config);
  });
});

describe('the site server and the stored site settings', () => {
  let root;
  let api;
  let answer;
  let asked;
  let site;
  let origin;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'site-settings-'));
    await mkdir(join(root, 'shell', 'ssr'), { recursive: true });
    await mkdir(join(root, 'mfe-public', 'ssr'), { recursive: true });
    await writeFile(
      join(root, 'shell', 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      join(root, 'shell', 'runtime-config.json'),
      JSON.stringify({
        siteName: 'Base Org',
        orgEmailDomain: 'base.example',
        remotes: { 'mfe-public': '/mfe/mfe-public/mf-manifest.json' },
      }),
    );
    await writeFile(
      join(root, 'shell', 'ssr', 'ssr.js'),
      'export const renderFrame = ({ site, html }) => `<footer>${site.siteName}</footer>${html}`;',
    );
    await writeFile(
      join(root, 'mfe-public', 'ssr', 'ssr.js'),
      'export const render = async ({ site }) => `<h1>Welcome to ${site.siteName}</h1>`;',
    );
    asked = 0;
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(STORED));
    api = createServer((req, res) => {
      if (req.url === '/api/public/site-settings') {
        asked += 1;
        return answer(res);
      }
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found","message":"No."}}');
    });
    const apiPort = await listen(api, 0);
    site = createSiteServer({
      deployRoot: root,
      env: { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${apiPort}`, SITE_NAME: 'Env Org' },
    });
    origin = `http://127.0.0.1:${await listen(site, 0)}`;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('serves the stored site name in the runtime config, the title and the server-rendered page', async () => {
    const config = await (await fetch(`${origin}/runtime-config.json`)).json();
    expect(config).toMatchObject({ siteName: 'Renamed Org', orgEmailDomain: 'base.example', contactEmail: 'hi@renamed.example' });
    const html = await (await fetch(`${origin}/about`)).text();
    expect(html).toContain('<footer>Renamed Org</footer><h1>Welcome to Renamed Org</h1>');
    expect(html).toContain('Renamed Org</title>');
    expect(html).not.toContain('Env Org');
    // Several pages within the refresh ask the data service once.
    expect(asked).toBe(1);
  });

  it('keeps the environment values when the data service does not answer', async () => {
    const alone = createSiteServer({
      deployRoot: root,
      env: { NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9', SITE_NAME: 'Env Org' },
    });
    const aloneOrigin = `http://127.0.0.1:${await listen(alone, 0)}`;
    try {
      expect((await (await fetch(`${aloneOrigin}/runtime-config.json`)).json()).siteName).toBe('Env Org');
      expect(await (await fetch(`${aloneOrigin}/about`)).text()).toContain('<h1>Welcome to Env Org</h1>');
    } finally {
      alone.closeAllConnections();
      await new Promise((resolve) => alone.close(resolve));
    }
  });

  it('asks again after the refresh time; a slow or failing answer keeps the last good one, else the environment values', async () => {
    let clock = 0;
    const apiUrl = `http://127.0.0.1:${api.address().port}`;
    const settings = storedSiteSettings(apiUrl, { refreshMs: 5000, timeoutMs: 200, now: () => clock });
    const before = asked;
    expect((await settings.get()).siteName).toBe('Renamed Org');
    clock = 4999;
    await settings.get();
    expect(asked).toBe(before + 1);
    const good = answer;
    answer = (res) => setTimeout(() => res.writeHead(200).end('{}'), 1000);
    clock = 5000;
    expect((await settings.get()).siteName).toBe('Renamed Org');
    expect(asked).toBe(before + 2);
    answer = (res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
    clock = 10000;
    expect((await settings.get()).siteName).toBe('Renamed Org');
    expect(asked).toBe(before + 3);

    // A site server whose data service has never answered keeps its own environment's values.
    const never = storedSiteSettings(apiUrl, { refreshMs: 5000, timeoutMs: 200, now: () => clock });
    expect(await never.get()).toBeNull();
    expect(withSiteSettings({ siteName: 'Env Org' }, await never.get())).toEqual({ siteName: 'Env Org' });
    answer = good;
  });
});
