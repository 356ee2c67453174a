import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { basename, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationHost } from './federation/host.js';
import { federationRemote } from './federation/remote.js';
import { firstLoadGroup } from './firstLoad.js';
import { messagesPlugin } from './i18n.js';
import { preactInProduction } from './preact/aliases.js';
import { PORTAL_MODULE, portalByProject, SHARED } from './portals.js';

export { SHARED };

/**
 * A portal served alone in its dev harness is its own host, built by the federation plugin, and provides every shared
 * module eagerly: a lazily provided share is only pre-loaded if the plugin saw it used before it wrote its import map.
 * That discovery races with module transforms, and under CPU load a page sometimes got @sla/ui or react-dom
 * unmaterialised and crashed reading an undefined export (decision 0007). The shell imports every shared module
 * itself, so it provides them eagerly by construction.
 */
export const HOST_SHARED = Object.fromEntries(Object.entries(SHARED).map(([name, config]) => [name, { ...config, eager: true }]));

/**
 * Chunks every app groups its code into, besides the federation plugin's own. On HTTP/1.1 each file of
 * a first visit costs a request on one of six connections and its headers, so small modules that are
 * always loaded together go into one file: the federation runtime's packages, and the parts of
 * @sla/data, @sla/contract and @sla/permissions an app bundles (not the input schemas, which bring zod, nor the
 * operations' declarations that hold them: screens call by route, @sla/contract/routes; nor the event-stream reader,
 * loaded once a stream is followed, which in this group every page would).
 */
const CHUNK_GROUPS = [
  // Vite's helper that loads a dynamic import's chunks and style sheets: used by every app's entry and most chunks,
  // it is one small file of its own rather than part of whichever group it would otherwise fall into.
  { name: 'vite-preload-helper', test: /vite[\\/]preload-helper/ },
  // The runtime's packages, and in a portal the stand-ins for shared modules, so the budget tool counts them as
  // federation. Not the shell's instance (\0sla-federation:host): a group takes what its modules import, and the
  // instance imports every shared module.
  { name: 'federation-runtime', test: /node_modules[\\/]@module-federation[\\/]|^\0sla-federation:shared:/ },
  {
    name: 'sla-libs',
    test: /[\\/]libs[\\/](data|contract|permissions)[\\/]src[\\/](?!schemas[\\/]|operations[\\/]|http[\\/]eventStream\.ts)/,
  },
];

const common = (dir, outDir, chunkGroups = []) => ({
  root: dir,
  base: './',
  build: {
    outDir: outDir ?? resolve(dir, '..', 'dist', basename(dir)),
    emptyOutDir: true,
    target: 'es2022',
    // Hidden source maps: error reports can be symbolicated, visitors don't download them.
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: [...CHUNK_GROUPS, ...chunkGroups] } } },
  },
  resolve: { dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'] },
  // One optimiser cache per project: they share the workspace's node_modules, and a shared cache
  // is re-optimised each time another portal's dev server starts, which races the federation
  // plugin's shared-module wrappers and breaks the first page ("createContext is not a function").
  cacheDir: resolve(dir, '..', 'node_modules', '.vite', basename(dir)),
});

/**
 * Vite config of one portal (a federated remote). `dir` is the project folder; `outDir` defaults to
 * dist/<project> at the workspace root and can be moved with OUT_DIR (used to build variants in e2e).
 * `chunkGroups` are the portal's own code-splitting groups (rolldown's `output.codeSplitting.groups`).
 */
export function defineRemoteConfig({ dir, project, chunkGroups = [], firstScreens = [] }) {
  return ({ command }) => remoteConfig({ dir, project, chunkGroups, firstScreens, serving: command === 'serve' });
}

function remoteConfig({ dir, project, chunkGroups, firstScreens, serving }) {
  const portal = portalByProject(project);
  const ownSource = resolve(dir, 'src') + sep;
  const firstLoad = firstLoadGroup({
    name: 'first-load',
    entry: resolve(dir, 'src/portal.tsx'),
    screens: firstScreens.map((screen) => resolve(dir, screen)),
    within: (id) => id.startsWith(ownSource),
  });
  const base = common(dir, process.env.OUT_DIR, [...chunkGroups, firstLoad]);
  return {
    ...base,
    plugins: [
      react(),
      // Served alone in its harness there is no shell to bring the shared libraries' messages.
      messagesPlugin({ dir, withLibraries: serving }),
      // Built, a portal is a thin Module Federation remote on the shell's runtime (decision 0034); served alone in its
      // harness it is its own host, with the federation plugin and runtime.
      serving
        ? federation({
            name: portal.federationName,
            filename: 'remoteEntry.js',
            manifest: true,
            exposes: { [PORTAL_MODULE]: './src/portal.tsx' },
            shared: HOST_SHARED,
            dts: false,
          })
        : federationRemote({
            name: portal.federationName,
            dir,
            exposes: { [PORTAL_MODULE]: './src/portal.tsx' },
            shared: SHARED,
          }),
    ],
    // Pre-bundle what the harness needs, so the first visit does not stop to re-optimise and reload.
    optimizeDeps: {
      // Everything the harness imports, found by the optimiser on a first visit: anything left out is
      // discovered late, re-optimised mid-load, and the cold first page breaks ("createContext is not a
      // function") until a reload.
      include: [
        'react',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'react-router-dom',
        'single-spa',
        'single-spa-react',
        '@module-federation/runtime',
        ...Object.keys(SHARED).filter((name) => name.startsWith('@sla/')),
      ],
    },
    server: { port: portal.devPort, strictPort: true, origin: `http://localhost:${portal.devPort}`, cors: true },
    preview: { port: portal.devPort, strictPort: true, cors: true },
  };
}

/** Vite config of the shell (the host): no remotes at build time, they come from the runtime manifest. */
export function defineShellConfig({ dir }) {
  const base = common(dir, process.env.OUT_DIR, [firstLoadGroup({ name: 'frame', entry: resolve(dir, 'src/bootstrap.tsx') })]);
  return {
    ...base,
    base: '/',
    // The site server reads .vite/manifest.json to preload the bootstrap chunk with the page.
    // No module-preload polyfill in the entry: every browser the site supports has <link rel=modulepreload>.
    build: { ...base.build, manifest: true, modulePreload: { polyfill: false } },
    plugins: [
      react(),
      // The shell's catalogue carries the shared libraries' messages: every page has the shell.
      messagesPlugin({ dir, withLibraries: true }),
      // The host: Module Federation's runtime core with every shared module (decision 0034).
      federationHost({ name: 'shell', dir, shared: SHARED }),
      preactInProduction(),
    ],
    server: { port: 4200, strictPort: true },
  };
}

/** Vitest config for a React project: jsdom, the React plugin, no federation (units run unbundled). */
export function defineUnitTestConfig({ dir }) {
  return {
    root: dir,
    plugins: [react(), messagesPlugin({ dir, withLibraries: true })],
    test: {
      environment: 'jsdom',
      include: ['src/**/*.spec.{ts,tsx}'],
      restoreMocks: true,
      // Files share one jsdom and one module graph per worker: a new jsdom and a fresh import of React, the router and
      // the libraries for each of about 200 files was most of the time (mfe-admin: 140 s isolated, 32 s shared).
      // vitest-setup.js empties the document, storage and the address after each test, so files start alike.
      isolate: false,
      // CI runs every project's tests at once on two cores: a screen test that takes 1 s alone can take several.
      // (vitest-setup.js lets findBy…/waitFor wait 5 s for the same reason.)
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./vitest-setup.js', import.meta.url))],
    },
  };
}

/**
 * The server-side build of an app's screens for the site server (Node), rendered to HTML. It ships
 * inside the app's own folder (dist/<app folder>/ssr/), so it is deployed with the app, by its team.
 */
export function defineSsrConfig({ dir, withLibraries = false }) {
  return {
    root: dir,
    plugins: [react(), messagesPlugin({ dir, withLibraries })],
    publicDir: false,
    build: {
      ssr: resolve(dir, 'src/ssr.tsx'),
      outDir: process.env.OUT_DIR ? resolve(process.env.OUT_DIR, 'ssr') : resolve(dir, '..', 'dist', basename(dir), 'ssr'),
      emptyOutDir: true,
      target: 'node20',
      // One file: the site server imports it with a version query, and a split chunk importing the
      // entry back would load a second copy of it (its own contexts), losing the page's data.
      rollupOptions: { output: { entryFileNames: 'ssr.js', inlineDynamicImports: true } },
    },
    ssr: { noExternal: [/^@sla\//] },
  };
}
