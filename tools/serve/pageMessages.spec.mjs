import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages } from './pageMessages.mjs';
import { createSiteServer, listen } from './site-server.mjs';

describe('the messages a page carries', () => {
  it('keeps of each catalogue only the messages the render used', () => {
    expect(
      pageMessages({
        locale: 'fr',
        used: ['Donate', 'Our story', 'Never translated'],
        apps: {
          shell: { Donate: 'Faire un don', Login: 'Connexion' },
          'mfe-public': { 'Our story': 'Notre histoire', Unused: 'Inutilisé' },
        },
      }),
    ).toEqual({ locale: 'fr', used: { shell: { Donate: 'Faire un don' }, 'mfe-public': { 'Our story': 'Notre histoire' } } });
  });
});

describe('a server-rendered page and its catalogues', () => {
  let root;
  let site;
  let origin;
  // Bundles shaped like the real ones: the shell's records the lookups of the portal's render through one runtime.
  const shellBundle = [
    'const runtime = (globalThis.__pageMessagesTest ??= { words: {}, used: null });',
    'const words = { fr: { Home: "Accueil", Menu: "Menu", "Close menu": "Fermer le menu", Login: "Connexion", "Never shown": "Jamais montré" }, en: {} };',
    // Only a message of a catalogue is looked up (and so noted), as in the real runtime.
    'globalThis.__lookUp = (id) => { if (!(id in runtime.words)) return id; runtime.used?.add(id); return runtime.words[id]; };',
    'export const activate = (locale, { active }) => { runtime.words = Object.assign({}, ...active); return locale; };',
    'export const catalogue = async (locale) => words[locale];',
    'export const recordMessages = () => { runtime.used = new Set(); return () => { const used = [...runtime.used, "Close menu"]; runtime.used = null; return used; }; };',
    'export const renderFrame = ({ html }) => `<nav>${__lookUp("Menu")} ${__lookUp("Home")}</nav><main>${html}</main>`;',
  ].join('\n');
  const portalBundle = [
    'const words = { fr: { "Our story": "Notre histoire", "Unused story": "Histoire inutilisée" }, en: { "{count} stories": "{count} stories" } };',
    'export const catalogue = async (locale) => words[locale];',
    'export const render = async () => `<h1>${__lookUp("Our story")}</h1>`;',
  ].join('\n');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'page-messages-'));
    for (const folder of ['shell/ssr', 'shell/assets', 'mfe-public/ssr', 'mfe-public/assets'])
      await mkdir(join(root, folder), { recursive: true });
    await writeFile(
      join(root, 'shell', 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      join(root, 'shell', 'runtime-config.json'),
      JSON.stringify({ siteName: 'Org', remotes: { 'mfe-public': '/mfe/mfe-public/mf-manifest.json' } }),
    );
    await writeFile(join(root, 'shell', 'ssr', 'ssr.js'), shellBundle);
    await writeFile(join(root, 'mfe-public', 'ssr', 'ssr.js'), portalBundle);
    // Each app's whole French catalogue, as Vite names the chunk: fetched by the browser once the page is interactive.
    await writeFile(
      join(root, 'shell', 'assets', 'fr-xUv14-S9.js'),
      `var e=${JSON.stringify({ Home: 'Accueil' })};export{e as default};`,
    );
    await writeFile(join(root, 'mfe-public', 'assets', 'fr-DxkXR7nb.js'), 'var e={};export{e as default};');
    site = createSiteServer({ deployRoot: root, env: { NODE_ENV: 'test' } });
    origin = `http://127.0.0.1:${await listen(site, 0)}`;
  });

  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  const inlineMessages = (html) =>
    JSON.parse(/<script id="i18n-messages" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it('carries only the messages the render looked up, and the words the frame may show before the rest arrives', async () => {
    const french = await (await fetch(`${origin}/fr/about`)).text();
    expect(french).toContain('<nav>Menu Accueil</nav><main><h1>Notre histoire</h1></main>');
    expect(inlineMessages(french)).toEqual({
      locale: 'fr',
      used: {
        shell: { Menu: 'Menu', Home: 'Accueil', 'Close menu': 'Fermer le menu' },
        'mfe-public': { 'Our story': 'Notre histoire' },
      },
    });
    expect(french).not.toContain('Jamais montré');
    expect(french).not.toContain('Histoire inutilisée');
    // An English page needs no catalogue for sentences without placeholders: its text is its key.
    expect(inlineMessages(await (await fetch(`${origin}/about`)).text())).toEqual({
      locale: 'en',
      used: { shell: {}, 'mfe-public': {} },
    });
  });

  it('serves each whole catalogue as a file cached for a year, the same for every page', async () => {
    for (const path of ['/assets/fr-xUv14-S9.js', '/mfe/mfe-public/assets/fr-DxkXR7nb.js']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('javascript');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });
});
