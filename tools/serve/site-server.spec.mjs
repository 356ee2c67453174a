import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, listen, originFromHost, runtimeConfig, SiteConfigError, warnAboutDefaults } from './site-server.mjs';

let root;
let server;
let origin;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(root, 'shell', 'assets'), { recursive: true });
  await mkdir(join(root, 'mfe-admin', 'assets'), { recursive: true });
  await writeFile(join(root, 'shell', 'index.html'), '<!doctype html><html lang="en"><title>shell</title>');
  await writeFile(
    join(root, 'shell', 'runtime-config.json'),
    JSON.stringify({ siteName: 'Base', remotes: { 'mfe-admin': '/mfe/mfe-admin/mf-manifest.json' } }),
  );
  await writeFile(join(root, 'shell', 'assets', 'app-abcdef12.js'), 'console.log(1);'.repeat(100));
  await writeFile(join(root, 'mfe-admin', 'mf-manifest.json'), '{}');
  await writeFile(join(root, 'mfe-admin', 'remoteEntry.js'), 'export {}');
  await writeFile(join(root, 'secret.txt'), 'outside the shell');
  server = createSiteServer({
    deployRoot: root,
    env: { NODE_ENV: 'test', SITE_NAME: 'From Env', REMOTE_MFE_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' },
  });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves client routes and unknown paths with the shell, never cached', async () => {
    for (const [path, title] of [
      ['/', 'From Env'],
      ['/admin/users', 'shell'],
      ['/no/such/page', 'From Env'],
    ]) {
      const response = await fetch(origin + path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("answers 404 for an address the shell's route table does not know, with the page itself", async () => {
    const ssr = join(root, 'shell', 'ssr');
    await mkdir(ssr, { recursive: true });
    await writeFile(join(ssr, 'ssr.js'), "export const isKnownAddress = (path) => ['/', '/admin/users'].includes(path);");
    try {
      for (const [path, status] of [
        ['/', 200],
        ['/admin/users', 200],
        ['/fr/admin/users', 200],
        ['/no/such/page', 404],
        ['/fr/no/such/page', 404],
        ['/admin/nope', 404],
      ]) {
        const response = await fetch(origin + path);
        expect([path, response.status]).toEqual([path, status]);
        expect(await response.text()).toContain('<title>');
      }
    } finally {
      await rm(ssr, { recursive: true, force: true });
    }
  });

  it('keeps remote entries fresh and hashed assets immutable, with CORS on portals', async () => {
    const entry = await fetch(`${origin}/mfe/mfe-admin/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const asset = await fetch(`${origin}/assets/app-abcdef12.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('compresses text when the client accepts it', async () => {
    // node:http, because fetch would undo the compression before we could see it
    const { headers, body } = await new Promise((resolve, reject) => {
      get(`${origin}/assets/app-abcdef12.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBeLessThan(1500);
    expect(gunzipSync(body).toString()).toBe('console.log(1);'.repeat(100));
  });

  it('refuses paths that escape the deploy folders, unknown portals and other methods', async () => {
    expect((await fetch(`${origin}/mfe/mfe-admin/..%2f..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${origin}/mfe/mfe-nope/remoteEntry.js`)).status).toBe(404);
    // A portal's server bundle is this server's, however the path is spelt.
    await mkdir(join(root, 'mfe-admin', 'ssr'), { recursive: true });
    await writeFile(join(root, 'mfe-admin', 'ssr', 'ssr.js'), 'export const secret = 1;');
    for (const path of ['/mfe/mfe-admin/ssr/ssr.js', '/mfe/mfe-admin/assets%2F..%2Fssr%2Fssr.js'])
      expect([path, (await fetch(`${origin}${path}`)).status]).toEqual([path, 404]);
    expect((await fetch(`${origin}/%E0%A4%A.js`)).status).toBe(400);
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405);
  });

  it('builds the runtime config from the file and the environment', async () => {
    const config = await (await fetch(`${origin}/runtime-config.json`)).json();
    expect(config.siteName).toBe('From Env');
    expect(config.remotes['mfe-admin']).toBe('https://cdn.example/admin/mf-manifest.json');
    expect((await runtimeConfig({ deployRoot: root, env: {} })).siteName).toBe('Base');
  });

  it('warns about each missing setting', () => {
    const warnings = [];
    warnAboutDefaults(
      { SITE_NAME: 'x', API_URL: 'http://api', FIREBASE_PROJECT_ID: 'p', SITE_URL: 'https://org.example' },
      (message) => warnings.push(message),
    );
    expect(warnings).toEqual([
      'warning: ORG_EMAIL_DOMAIN is not set; using the development default organisation e-mail domain.',
      'warning: RELEASE_PREVIEW_SECRET is not set; using the development default secret for release preview links (outside development, previews are off without one).',
    ]);
  });

  it('sends the security headers on pages, files, the runtime config and errors', async () => {
    for (const path of ['/', '/admin/users', '/mfe/mfe-admin/mf-manifest.json', '/runtime-config.json', '/no-such-file.js']) {
      const response = await fetch(origin + path);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const page = await fetch(`${origin}/admin/users`);
    const policy = page.headers.get('content-security-policy');
    // The admin portal is configured on another origin: the page may load it, and nothing inline.
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' https:\/\/cdn\.example;/);
    expect(/script-src [^;]*/.exec(policy)[0]).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect((await fetch(`${origin}/mfe/mfe-admin/mf-manifest.json`)).headers.get('content-security-policy')).toMatch(
      /^default-src 'none'/,
    );
    // Scripts carry only what applies to them: policies are for documents.
    for (const path of ['/assets/app-abcdef12.js', '/mfe/mfe-admin/remoteEntry.js']) {
      const script = await fetch(origin + path);
      expect(script.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-frame-options'])
        expect(script.headers.get(name), `${path} ${name}`).toBeNull();
    }
    const [first, second] = [page, await fetch(`${origin}/admin/users`)].map(
      (response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy'))[1],
    );
    expect(first).not.toBe(second);
  });

  it('sends HSTS only when a trusted proxy says the visitor came over HTTPS', async () => {
    const behindProxy = createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test', SITE_TRUST_PROXY: 'loopback' } });
    const proxied = `http://127.0.0.1:${await listen(behindProxy, 0)}`;
    try {
      const https = await fetch(`${proxied}/`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
      expect((await fetch(`${proxied}/`)).headers.get('strict-transport-security')).toBeNull();
      // Without SITE_TRUST_PROXY nobody's X-Forwarded-Proto is believed.
      expect(
        (await fetch(`${origin}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security'),
      ).toBeNull();
    } finally {
      behindProxy.closeAllConnections();
      await new Promise((resolve) => behindProxy.close(resolve));
    }
  });

  it('believes only a plain host name from the Host header', () => {
    expect(originFromHost('org.example:4200')).toBe('http://org.example:4200');
    expect(originFromHost('[::1]:8080', true)).toBe('https://[::1]:8080');
    // A long hostile value is refused at once, not after exponential backtracking.
    const started = performance.now();
    expect(originFromHost(`${'a'.repeat(5000)}_`)).toBe('http://localhost');
    expect(originFromHost(`${'a-'.repeat(40)}.${'b'.repeat(40)}_`)).toBe('http://localhost');
    expect(performance.now() - started).toBeLessThan(200);
    for (const hostile of [
      'evil.example"><script>alert(1)</script>',
      'a b',
      'evil.example/path',
      'x@evil.example',
      '',
      undefined,
    ])
      expect(originFromHost(hostile)).toBe('http://localhost');
  });

  describe('outside development', () => {
    const PRODUCTION = {
      NODE_ENV: 'production',
      SITE_URL: 'https://org.example',
      FIREBASE_PROJECT_ID: 'sla-live',
      FIREBASE_AUTH_EMULATOR_URL: 'none',
    };

    it.each([
      [
        'NODE_ENV unset and no SITE_URL',
        { ...PRODUCTION, NODE_ENV: undefined, SITE_URL: undefined },
        /^SITE_URL is not set: .*NODE_ENV unset/,
      ],
      ['no SITE_URL', { ...PRODUCTION, SITE_URL: undefined }, /^SITE_URL is not set: .*Host header/],
      ['no Firebase project', { ...PRODUCTION, FIREBASE_PROJECT_ID: undefined }, /^FIREBASE_PROJECT_ID is not set/],
      ['a demo project', { ...PRODUCTION, FIREBASE_PROJECT_ID: 'demo-sla' }, /"demo-sla", a demo project/],
      [
        'the emulator',
        { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
        /Auth emulator \(http:\/\/127\.0\.0\.1:9099\)/,
      ],
    ])('refuses to serve with %s, in one sentence naming the setting', (_case, env, message) => {
      const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
      expect(() => createSiteServer({ deployRoot: root, env: given })).toThrow(SiteConfigError);
      expect(() => createSiteServer({ deployRoot: root, env: given })).toThrow(message);
    });

    it('serves no source map unless SERVE_SOURCE_MAPS=1 asks; development does', async () => {
      await writeFile(join(root, 'shell', 'assets', 'app-abcdef12.js.map'), '{"sources":["secret.ts"]}');
      const mapStatus = async (env) => {
        const site = createSiteServer({ deployRoot: root, env });
        const at = `http://127.0.0.1:${await listen(site, 0)}`;
        try {
          return (await fetch(`${at}/assets/app-abcdef12.js.map`)).status;
        } finally {
          await new Promise((resolve) => site.close(resolve));
        }
      };
      expect(await mapStatus(PRODUCTION)).toBe(404);
      expect(await mapStatus({ ...PRODUCTION, SERVE_SOURCE_MAPS: '1' })).toBe(200);
      expect(await mapStatus({ NODE_ENV: 'development' })).toBe(200);
    });

    it('builds canonical links and feeds from SITE_URL, never from the Host header', async () => {
      const site = createSiteServer({ deployRoot: root, env: PRODUCTION });
      const port = await listen(site, 0);
      try {
        const robots = await new Promise((resolve, reject) =>
          get({ host: '127.0.0.1', port, path: '/robots.txt', headers: { host: 'evil.example' } }, (answer) => {
            let body = '';
            answer.on('data', (chunk) => (body += chunk));
            answer.on('end', () => resolve(body));
          }).on('error', reject),
        );
        expect(robots).toContain('Sitemap: https://org.example/sitemap.xml');
        expect(robots).not.toContain('evil.example');
      } finally {
        await new Promise((resolve) => site.close(resolve));
      }
    });
  });

  it('keeps an idle connection open longer than a load balancer keeps its own (60 s)', async () => {
    const keepAlive = await new Promise((resolve, reject) =>
      get(`${origin}/runtime-config.json`, { headers: { connection: 'keep-alive' } }, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']);
      }).on('error', reject),
    );
    expect(keepAlive).toBe('timeout=65');
  });

  it('says plainly when the port is taken', async () => {
    const blocker = createServer();
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address();
    await expect(listen(createSiteServer({ deployRoot: root }), port)).rejects.toThrow(`Port ${port} is already in use`);
    await new Promise((resolve) => blocker.close(resolve));
  });

  it('passes /api requests to the data service with their method and body', async () => {
    const seen = [];
    const api = (await import('node:http')).createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body, auth: req.headers.authorization });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    const apiPort = await listen(api, 0);
    const proxied = createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${apiPort}` } });
    const proxiedOrigin = `http://127.0.0.1:${await listen(proxied, 0)}`;
    try {
      const answer = await fetch(`${proxiedOrigin}/api/users/me?x=1`, {
        method: 'POST',
        body: '{"a":1}',
        headers: { authorization: 'Bearer t' },
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ ok: true });
      expect(seen).toEqual([{ method: 'POST', url: '/api/users/me?x=1', body: '{"a":1}', auth: 'Bearer t' }]);
      await new Promise((resolve) => api.close(resolve));
      const down = await fetch(`${proxiedOrigin}/api/users/me`);
      expect(down.status).toBe(502);
      expect((await down.json()).error.message).toMatch(/not reachable/);
    } finally {
      proxied.closeAllConnections();
      await new Promise((resolve) => proxied.close(resolve));
    }
  });

  it('ends a streaming /api request upstream when the caller goes away', async () => {
    let upstreamClosed;
    const closed = new Promise((resolve) => (upstreamClosed = resolve));
    const api = (await import('node:http')).createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': open\n\n');
      req.on('close', upstreamClosed);
    });
    const apiPort = await listen(api, 0);
    const proxied = createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${apiPort}` } });
    const proxiedOrigin = `http://127.0.0.1:${await listen(proxied, 0)}`;
    try {
      const controller = new AbortController();
      const answer = await fetch(`${proxiedOrigin}/api/content/live`, { signal: controller.signal });
      const reader = answer.body.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe(': open\n\n');
      controller.abort();
      await expect(
        Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 3000))]),
      ).resolves.toBe('closed');
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
      proxied.closeAllConnections();
      await new Promise((resolve) => proxied.close(resolve));
    }
  });

  it('tells the data service who called: the peer, unless SITE_TRUST_PROXY names the proxy in front', async () => {
    const seen = [];
    const api = (await import('node:http')).createServer((req, res) => {
      seen.push({ forwardedFor: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    const apiPort = await listen(api, 0);
    const ask = async (env) => {
      const site = createSiteServer({
        deployRoot: root,
        env: { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${apiPort}`, ...env },
      });
      const siteOrigin = `http://127.0.0.1:${await listen(site, 0)}`;
      try {
        await fetch(`${siteOrigin}/api/health`, {
          headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' },
        });
      } finally {
        site.closeAllConnections();
        await new Promise((resolve) => site.close(resolve));
      }
      return seen.pop();
    };
    try {
      // Facing visitors, a forged chain is dropped: the address is the connection's own.
      expect(await ask({})).toEqual({ forwardedFor: '127.0.0.1', proto: 'http' });
      // Behind a balancer on loopback, its last hop is believed, and nothing the visitor wrote before it.
      expect(await ask({ SITE_TRUST_PROXY: 'loopback' })).toEqual({ forwardedFor: '198.51.100.7', proto: 'https' });
      expect(() => createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test', SITE_TRUST_PROXY: 'everyone' } })).toThrow(
        /^SITE_TRUST_PROXY must be/,
      );
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
  it('lays identity settings from the environment over the runtime config', async () => {
    const config = await runtimeConfig({
      deployRoot: root,
      env: { FIREBASE_PROJECT_ID: 'org-prod', FIREBASE_AUTH_EMULATOR_URL: 'none', API_BASE_URL: 'https://api.org/api' },
    });
    expect(config.auth).toMatchObject({ projectId: 'org-prod', emulatorUrl: null });
    expect(config.apiBaseUrl).toBe('https://api.org/api');
  });

  it('puts the runtime config and preload hints for the public portal into public pages only', async () => {
    await mkdir(join(root, 'shell', '.vite'), { recursive: true });
    await writeFile(
      join(root, 'shell', '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/main-1.js', isEntry: true, src: 'index.html', dynamicImports: ['src/bootstrap.tsx'] },
        'src/bootstrap.tsx': { file: 'assets/bootstrap-2.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-3.js' },
      }),
    );
    await mkdir(join(root, 'mfe-public'), { recursive: true });
    await writeFile(
      join(root, 'mfe-public', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js' } },
        exposes: [
          {
            name: 'portal',
            assets: { js: { sync: ['assets/portal-4.js'], async: [] }, css: { sync: ['assets/portal-5.css'], async: [] } },
          },
        ],
      }),
    );
    const page = createSiteServer({
      deployRoot: root,
      env: { NODE_ENV: 'test', SITE_NAME: 'Inline Org', REMOTE_MFE_PUBLIC_URL: '/mfe/mfe-public/mf-manifest.json' },
    });
    const pageOrigin = `http://127.0.0.1:${await listen(page, 0)}`;
    try {
      const home = await (await fetch(`${pageOrigin}/about`)).text();
      const inline = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(home);
      expect(JSON.parse(inline[1]).siteName).toBe('Inline Org');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/bootstrap-2.js">');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-3.js">');
      // The shell's runtime loads the container directly; the manifest is for the server and the release tools.
      expect(home).not.toMatch(/<link[^>]*mf-manifest\.json/);
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/mfe/mfe-public/remoteEntry.js">');
      expect(home).toContain('<link rel="modulepreload" crossorigin href="/mfe/mfe-public/assets/portal-4.js">');
      // The public portal's own styles, in the page before its first paint (they are not the shell's any more).
      expect(home).toContain('<link rel="stylesheet" href="/mfe/mfe-public/assets/portal-5.css">');
      const admin = await (await fetch(`${pageOrigin}/admin/users`)).text();
      expect(admin).toContain('id="runtime-config"');
      expect(admin).not.toContain('href="/mfe/mfe-public/');
    } finally {
      page.closeAllConnections();
      await new Promise((resolve) => page.close(resolve));
    }
  });

  describe('with a data service', () => {
    let api;
    let site;
    let siteOrigin;
    const story = {
      title: 'Lab <days> in Kigali',
      summary: 'Ama spent "six weeks" in a lab.',
      coverImage: { url: '/images/stories/lab.svg', alt: 'A lab bench' },
      language: 'en',
    };
    const frenchStory = {
      ...story,
      title: 'Des journées au labo à Kigali',
      summary: 'Ama a passé six semaines dans un laboratoire.',
      language: 'fr',
    };
    /** The language each story was asked for in, in order. */
    const askedIn = [];
    beforeAll(async () => {
      api = (await import('node:http')).createServer((req, res) => {
        const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.url === '/api/public/posts/lab-days') {
          askedIn.push(req.headers['accept-language'] ?? null);
          return json(200, req.headers['accept-language'] === 'fr' ? frenchStory : story);
        }
        if (req.url === '/api/public/posts') return json(200, { items: [story], nextCursor: null });
        if (req.url === '/api/public/categories') return json(200, { items: [{ name: 'Research', slug: 'research' }] });
        if (req.url === '/api/public/redirect?path=%2Fblog%2Fold-lab-days') return json(200, { to: '/blog/lab-days' });
        if (req.url === '/api/public/redirect?path=%2Fblog%3Fcategory%3Dscholars')
          return json(200, { to: '/blog?category=scholar-stories' });
        if (req.url === '/api/public/redirect?path=%2Fblog%2Fto-elsewhere') return json(200, { to: 'https://evil.example/' });
        if (req.url === '/api/public/sitemap-entries')
          return json(200, {
            items: [
              { path: '/', lastmod: null },
              { path: '/blog/lab-days', lastmod: '2026-11-01T10:00:00.000Z' },
            ],
          });
        if (req.url === '/api/public/feed')
          return json(200, {
            items: [
              {
                title: 'Lab days & nights',
                path: '/blog/lab-days',
                summary: 'S',
                authorName: 'Ama',
                category: 'Research',
                publishedAt: '2026-11-01T10:00:00.000Z',
              },
            ],
          });
        return json(404, { error: { code: 'not_found', message: 'No such story.' } });
      });
      const apiPort = await listen(api, 0);
      site = createSiteServer({
        deployRoot: root,
        env: { NODE_ENV: 'test', API_URL: `http://127.0.0.1:${apiPort}`, SITE_NAME: 'Org', SITE_URL: 'https://org.example' },
      });
      siteOrigin = `http://127.0.0.1:${await listen(site, 0)}`;
    });
    afterAll(async () => {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
      await new Promise((resolve) => api.close(resolve));
    });

    it('gives a story page its own title, description and sharing tags, escaped, with its data in the page', async () => {
      const html = await (await fetch(`${siteOrigin}/blog/lab-days`)).text();
      expect(html).toContain('<title>Lab &lt;days&gt; in Kigali — Org</title>');
      expect(html).toContain('<meta name="description" content="Ama spent &quot;six weeks&quot; in a lab.">');
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toContain('<meta property="og:image" content="https://org.example/images/stories/lab.svg">');
      expect(html).toContain('<link rel="canonical" href="https://org.example/blog/lab-days">');
      const inline = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(inline[1])).toEqual({ '/public/posts/lab-days': story });
      expect(html).not.toContain('<link rel="preload" as="fetch" crossorigin href="/api/public/posts/lab-days">');
    });

    it('puts the story list and its categories into the list page: the browser starts without asking for either', async () => {
      const html = await (await fetch(`${siteOrigin}/blog`)).text();
      const inline = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html);
      expect(JSON.parse(inline[1])).toEqual({
        '/public/posts': { items: [story], nextCursor: null },
        '/public/categories': { items: [{ name: 'Research', slug: 'research' }] },
      });
    });

    it("asks the data service in the page's language, so a French page is rendered with the story's French", async () => {
      askedIn.length = 0;
      const french = await (await fetch(`${siteOrigin}/fr/blog/lab-days`)).text();
      expect(french).toContain('<title>Des journées au labo à Kigali — Org</title>');
      const inline = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(french);
      expect(JSON.parse(inline[1])).toEqual({ '/public/posts/lab-days': frenchStory });
      const english = await (await fetch(`${siteOrigin}/blog/lab-days`)).text();
      expect(english).toContain('<title>Lab &lt;days&gt; in Kigali — Org</title>');
      expect(askedIn).toEqual(['fr', 'en']);
    });

    it('writes an unknown address into the head only encoded: it cannot add markup', async () => {
      const hostile = '/blog/x%22%3E%3Cmeta%20http-equiv=refresh%20content=%220;url=https:evil.example%22%3E';
      const html = await (await fetch(siteOrigin + hostile)).text();
      expect(html).not.toContain('<meta http-equiv');
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/api/public/posts/x%22%3E%3Cmeta%20http-equiv%3Drefresh%20content%3D%220%3Burl%3Dhttps%3Aevil.example%22%3E">',
      );
    });

    it('answers 404 for a story that does not exist, still with the app', async () => {
      const response = await fetch(`${siteOrigin}/blog/nothing-here`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('id="runtime-config"');
    });

    it('sends an old story or category address to where it moved with a permanent redirect', async () => {
      const story = await fetch(`${siteOrigin}/blog/old-lab-days`, { redirect: 'manual' });
      expect(story.status).toBe(301);
      expect(story.headers.get('location')).toBe('/blog/lab-days');
      const category = await fetch(`${siteOrigin}/blog?category=scholars`, { redirect: 'manual' });
      expect(category.status).toBe(301);
      expect(category.headers.get('location')).toBe('/blog?category=scholar-stories');
      // Nothing moved: the page itself, a 404 for a story that is not there.
      expect((await fetch(`${siteOrigin}/blog?category=research`, { redirect: 'manual' })).status).toBe(200);
      expect((await fetch(`${siteOrigin}/blog/lab-days`, { redirect: 'manual' })).status).toBe(200);
      // An answer pointing off this site's stories is not followed.
      expect((await fetch(`${siteOrigin}/blog/to-elsewhere`, { redirect: 'manual' })).status).toBe(404);
    });

    it('preloads the data instead when the data service cannot give it in time', async () => {
      const response = await fetch(`${siteOrigin}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain('id="page-data"');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/public/home">');
    });

    it('serves sitemap.xml, rss.xml and robots.txt with absolute addresses', async () => {
      const sitemap = await (await fetch(`${siteOrigin}/sitemap.xml`)).text();
      // Each page in both languages, each naming the other.
      const alternates =
        '<xhtml:link rel="alternate" hreflang="en" href="https://org.example/blog/lab-days"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://org.example/fr/blog/lab-days"/>';
      expect(sitemap).toContain(
        `<url><loc>https://org.example/blog/lab-days</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>${alternates}</url>`,
      );
      expect(sitemap).toContain(
        `<url><loc>https://org.example/fr/blog/lab-days</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod>${alternates}</url>`,
      );
      expect(sitemap).toContain('<loc>https://org.example/fr/</loc>');
      expect(sitemap.match(/<url>/g)).toHaveLength(4);
      const rss = await fetch(`${siteOrigin}/rss.xml`);
      expect(rss.headers.get('content-type')).toContain('application/rss+xml');
      const feed = await rss.text();
      expect(feed).toContain('<title>Lab days &amp; nights</title>');
      expect(feed).toContain('<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate>');
      const robots = await (await fetch(`${siteOrigin}/robots.txt`)).text();
      expect(robots).toContain('Disallow: /admin');
      expect(robots).toContain('Disallow: /fr/admin');
      expect(robots).toContain('Sitemap: https://org.example/sitemap.xml');
    });

    it("sends an address without a language to the visitor's: their choice first, then their browser's", async () => {
      const page = (path, headers = {}) => fetch(`${siteOrigin}${path}`, { redirect: 'manual', headers });
      const french = await page('/blog/lab-days?from=mail', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' });
      expect(french.status).toBe(302);
      expect(french.headers.get('location')).toBe('/fr/blog/lab-days?from=mail');
      expect(french.headers.get('vary')).toContain('accept-language');
      // A visitor who chose English keeps it, whatever their browser says; search engines get English.
      expect((await page('/blog/lab-days', { 'accept-language': 'fr', cookie: 'sla_locale=en' })).status).toBe(200);
      expect((await page('/blog/lab-days')).status).toBe(200);
      expect((await page('/', { cookie: 'other=1; sla_locale=fr' })).headers.get('location')).toBe('/fr/');
      // The French address is French, even for someone whose browser prefers English.
      const fr = await page('/fr/blog/lab-days', { 'accept-language': 'en' });
      expect(fr.status).toBe(200);
      const html = await fr.text();
      expect(html).toMatch(/<html lang="fr"/);
      expect(html).toContain('<link rel="canonical" href="https://org.example/fr/blog/lab-days">');
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://org.example/blog/lab-days">');
      expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://org.example/fr/blog/lab-days">');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://org.example/blog/lab-days">');
      // Old addresses move within the language they were asked in.
      expect((await page('/fr/blog/old-lab-days')).headers.get('location')).toBe('/fr/blog/lab-days');
    });

    it("remembers the language switch's choice in a cookie and drops it from the address", async () => {
      const chosen = await fetch(`${siteOrigin}/blog/lab-days?lang=fr&x=1`, { redirect: 'manual' });
      expect(chosen.status).toBe(302);
      expect(chosen.headers.get('location')).toBe('/fr/blog/lab-days?x=1');
      expect(chosen.headers.get('set-cookie')).toMatch(/^sla_locale=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
      const back = await fetch(`${siteOrigin}/fr/?lang=en`, { redirect: 'manual' });
      expect(back.headers.get('location')).toBe('/');
      expect(back.headers.get('set-cookie')).toContain('sla_locale=en');
      // A language the site does not speak is no choice: the page as usual.
      expect((await fetch(`${siteOrigin}/blog/lab-days?lang=de`, { redirect: 'manual' })).status).toBe(200);
    });

    it.each([
      '/fr//evil.example?lang=en',
      '/fr/%5Cevil.example?lang=en',
      '/fr/%2F%2Fevil.example?lang=en',
      '/fr/%2f%5cevil.example?lang=en',
      '/fr/%09/evil.example?lang=en',
      '/fr/%2E%2E//evil.example?lang=en',
      '//evil.example?lang=fr',
    ])('never redirects off the site from %s', async (path) => {
      const answer = await fetch(`${siteOrigin}${path}`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      const location = answer.headers.get('location');
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, siteOrigin).origin).toBe(siteOrigin);
    });

    it('sends a visitor who prefers French to an address the browser can follow, whatever the path holds', async () => {
      const answer = await fetch(`${siteOrigin}/%2F%2Fevil.example/caf%C3%A9`, {
        redirect: 'manual',
        headers: { cookie: 'sla_locale=fr' },
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toMatch(/^\/fr\//);
      expect(new URL(answer.headers.get('location'), siteOrigin).origin).toBe(siteOrigin);
    });
  });

  it('renders public pages on the server with the bundles shipped beside the builds, and falls back when they fail', async () => {
    const ssrRoot = await mkdtemp(join(tmpdir(), 'ssr-'));
    try {
      await mkdir(join(ssrRoot, 'shell', 'ssr'), { recursive: true });
      await mkdir(join(ssrRoot, 'shell', '.vite'), { recursive: true });
      await mkdir(join(ssrRoot, 'mfe-public', 'ssr'), { recursive: true });
      await writeFile(
        join(ssrRoot, 'shell', 'index.html'),
        '<!doctype html><html><head><title>shell</title>\n    <script type="module" crossorigin src="/assets/i.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/r.js"></head><body><div id="root"></div></body></html>',
      );
      await writeFile(
        join(ssrRoot, 'shell', 'runtime-config.json'),
        JSON.stringify({ siteName: 'Org', remotes: { 'mfe-public': '/mfe/mfe-public/mf-manifest.json' } }),
      );
      await writeFile(
        join(ssrRoot, 'shell', '.vite', 'manifest.json'),
        JSON.stringify({
          'index.html': { file: 'assets/i.js', isEntry: true, dynamicImports: ['b'] },
          b: { file: 'assets/b.js', css: ['assets/b.css'] },
        }),
      );
      await writeFile(
        join(ssrRoot, 'shell', 'ssr', 'ssr.js'),
        'export const renderFrame = ({ url, html }) => `<nav>frame for ${url}</nav><main>${html}</main>`;',
      );
      await writeFile(
        join(ssrRoot, 'mfe-public', 'ssr', 'ssr.js'),
        "export const render = async ({ url, site }) => { if (url === '/broken') throw new Error('bad release'); return `<h1>${site.siteName} at ${url}</h1>`; };",
      );
      const ssrSite = createSiteServer({ deployRoot: ssrRoot, env: { NODE_ENV: 'test' } });
      const ssrOrigin = `http://127.0.0.1:${await listen(ssrSite, 0)}`;
      const errors = [];
      const original = console.error;
      console.error = (...args) => errors.push(args.join(' '));
      try {
        const aboutPage = await fetch(`${ssrOrigin}/about?x=1`);
        const html = await aboutPage.text();
        expect(html).toContain('<div id="root"><nav>frame for /about?x=1</nav><main><h1>Org at /about?x=1</h1></main></div>');
        expect(html).toContain('<link rel="stylesheet" href="/assets/b.css">');
        // Readable as it is, the page starts its code once it has been drawn, entry first.
        expect(html).not.toContain('<script type="module"');
        expect(html).not.toContain('rel="modulepreload"');
        const started = /<script nonce="([^"]+)">\(function startAfterFirstPaint[^]*?\}\)\((\{.*?\})\)<\/script>/.exec(html);
        // The inline loader runs because the page's policy names its nonce, and nothing else inline does.
        expect(aboutPage.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${started[1]}'`);
        expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toHaveLength(1);
        expect(JSON.parse(started[2])).toEqual({
          entry: '/assets/i.js',
          preloads: [
            ['modulepreload', '/assets/r.js'],
            ['modulepreload', '/assets/b.js'],
          ],
          latestMs: 3000,
        });
        const broken = await (await fetch(`${ssrOrigin}/broken`)).text();
        expect(broken).toContain('<div id="root"></div>');
        // A page the browser renders itself needs its code at once.
        expect(broken).toContain('<script type="module" crossorigin src="/assets/i.js"></script>');
        expect(broken).toContain('<link rel="modulepreload" crossorigin href="/assets/b.js">');
        expect(broken).not.toContain('startAfterFirstPaint');
        expect(errors.join('\n')).toContain('server rendering failed');
        // The bundles' languages: the page is rendered in the address's, with its messages in the page.
        await writeFile(
          join(ssrRoot, 'shell', 'ssr', 'ssr.js'),
          [
            'let active = "en";',
            'export const activate = (locale) => (active = locale);',
            'export const catalogue = async (locale) => ({ Home: locale === "fr" ? "Accueil" : "Home" });',
            'export const translate = (message) => (active === "fr" ? `fr:${message}` : message);',
            'export const renderFrame = ({ url, html }) => `<nav>${active} frame for ${url}</nav><main>${html}</main>`;',
          ].join('\n'),
        );
        await writeFile(
          join(ssrRoot, 'mfe-public', 'ssr', 'ssr.js'),
          'export const catalogue = async (locale) => ({ About: locale === "fr" ? "À propos" : "About" });\nexport const render = async ({ url }) => `<h1>page ${url}</h1>`;',
        );
        const french = await (await fetch(`${ssrOrigin}/fr/about`)).text();
        expect(french).toMatch(/<html lang="fr">/);
        expect(french).toContain('<div id="root"><nav>fr frame for /fr/about</nav><main><h1>page /fr/about</h1></main></div>');
        expect(french).toContain('<title>fr:About — Org</title>');
        const inline = /<script id="i18n-messages" type="application\/json">(.*?)<\/script>/.exec(french);
        expect(JSON.parse(inline[1])).toEqual({
          locale: 'fr',
          apps: { shell: { Home: 'Accueil' }, 'mfe-public': { About: 'À propos' } },
        });
        const english = await (await fetch(`${ssrOrigin}/about`)).text();
        expect(english).toMatch(/<html lang="en">/);
        expect(english).toContain('<title>About — Org</title>');
        // The shell's own screens (sign-in, sign-up): rendered by the shell's bundle alone, carrying only its messages,
        // with the screen's chunks started beside the shell's.
        await writeFile(
          join(ssrRoot, 'shell', '.vite', 'manifest.json'),
          JSON.stringify({
            'index.html': { file: 'assets/i.js', isEntry: true, dynamicImports: ['b'] },
            b: { file: 'assets/b.js', css: ['assets/b.css'] },
            'src/screens/SignIn.tsx': { file: 'assets/SignIn.js', isDynamicEntry: true, imports: ['_forms.js', 'b'] },
            '_forms.js': { file: 'assets/forms.js' },
          }),
        );
        await writeFile(
          join(ssrRoot, 'shell', 'ssr', 'ssr.js'),
          [
            'let active = "en";',
            'let lookups = null;',
            'export const activate = (locale, catalogues) => { active = locale; return locale; };',
            'export const catalogue = async (locale) => ({ "Sign In": locale === "fr" ? "Connexion" : "Sign In", Home: "Accueil" });',
            'export const recordMessages = () => { lookups = []; return () => lookups; };',
            'export const rendersScreen = (path) => path === "/login";',
            'export const screenSource = (path) => (path === "/login" ? "src/screens/SignIn.tsx" : null);',
            'export const renderShellScreen = ({ url }) => { lookups?.push("Sign In"); return `<main>${active} sign-in at ${url}</main>`; };',
            'export const renderFrame = ({ url, html }) => `<nav>${active} frame for ${url}</nav><main>${html}</main>`;',
          ].join('\n'),
        );
        const signIn = await (await fetch(`${ssrOrigin}/fr/login`)).text();
        expect(signIn).toContain('<div id="root"><main>fr sign-in at /fr/login</main></div>');
        expect(JSON.parse(/<script id="i18n-messages" type="application\/json">(.*?)<\/script>/.exec(signIn)[1])).toEqual({
          locale: 'fr',
          used: { shell: { 'Sign In': 'Connexion' } },
        });
        expect(JSON.parse(/\(function startAfterFirstPaint[^]*?\}\)\((\{.*?\})\)<\/script>/.exec(signIn)[1]).preloads).toEqual([
          ['modulepreload', '/assets/r.js'],
          ['modulepreload', '/assets/b.js'],
          ['modulepreload', '/assets/SignIn.js'],
          ['modulepreload', '/assets/forms.js'],
        ]);
        // A screen the bundle does not render (an account page) is the browser's to render.
        expect(await (await fetch(`${ssrOrigin}/account`)).text()).toContain('<div id="root"></div>');
        const portal = await (await fetch(`${ssrOrigin}/admin/users`)).text();
        expect(portal).toContain('<div id="root"></div>');
        expect((await fetch(`${ssrOrigin}/mfe/mfe-public/ssr/ssr.js`)).headers.get('content-type')).not.toContain('javascript');
      } finally {
        console.error = original;
        ssrSite.closeAllConnections();
        await new Promise((resolve) => ssrSite.close(resolve));
      }
    } finally {
      await rm(ssrRoot, { recursive: true, force: true });
    }
  });
});
