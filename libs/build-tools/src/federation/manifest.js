// mf-manifest.json of a portal's build: Module Federation's manifest shape, with what this site's tools read from it.
// The release command records each shared module's accepted range (libs/releases/src/record.js); the site server
// preloads the container and the exposed module's chunks and links its style sheets (tools/serve/page.mjs). The
// browser does not read it: the shell loads remoteEntry.js directly.

const emptyAssets = () => ({ js: { async: [], sync: [] }, css: { async: [], sync: [] } });

/**
 * The chunks an exposed module needs at once (itself and what it imports statically, dependencies first) and those it
 * may load later (its dynamic imports and theirs), with their style sheets. `bundle` is the bundler's output by file
 * name.
 */
export function exposeAssets(bundle, chunk) {
  const sync = [];
  const visit = (fileName, into, seen) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const next = bundle[fileName];
    if (!next || next.type !== 'chunk') return;
    for (const imported of next.imports) visit(imported, into, seen);
    into.push(fileName);
  };
  const syncSeen = new Set();
  visit(chunk.fileName, sync, syncSeen);
  const async = [];
  const asyncSeen = new Set(syncSeen);
  const pending = sync.flatMap((fileName) => bundle[fileName].dynamicImports);
  while (pending.length > 0) {
    const fileName = pending.shift();
    const before = async.length;
    visit(fileName, async, asyncSeen);
    for (const added of async.slice(before)) pending.push(...bundle[added].dynamicImports);
  }
  const cssOf = (files) => [...new Set(files.flatMap((fileName) => [...(bundle[fileName].viteMetadata?.importedCss ?? [])]))];
  const syncCss = cssOf(sync);
  return {
    js: { sync, async },
    css: { sync: syncCss, async: cssOf(async).filter((file) => !syncCss.includes(file)) },
  };
}

/**
 * The manifest. `exposes` maps an exposed name ("./portal") to its chunk in `bundle`; `shared` is the list from
 * sharedModules.
 */
export function federationManifest({ name, remoteEntry, bundle, exposes, shared }) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: remoteEntry, path: '', type: 'module' },
      types: { path: '', name: '' },
      globalName: name,
      pluginVersion: '@sla/build-tools',
      publicPath: 'auto',
    },
    shared: shared.map((module) => ({
      id: `${name}:${module.name}`,
      name: module.name,
      version: module.version,
      singleton: module.singleton,
      requiredVersion: module.requiredVersion,
      // Consumed from the host, never provided: nothing of the shared module is in this build.
      import: false,
      assets: emptyAssets(),
    })),
    remotes: [],
    exposes: Object.entries(exposes).map(([key, chunk]) => ({
      id: `${name}:${key.replace(/^\.\//, '')}`,
      name: key.replace(/^\.\//, ''),
      path: key,
      assets: exposeAssets(bundle, chunk),
    })),
  };
}
