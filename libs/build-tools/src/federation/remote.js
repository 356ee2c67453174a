import { resolve } from 'node:path';
import { containerSource, sharedStandInSource } from './containerSource.js';
import { federationManifest } from './manifest.js';
import { sharedModuleNames, sharedModules } from './sharedModules.js';

/** Module ids of what this plugin makes; the shared stand-ins' prefix is also how the chunk groups find them. */
export const SHARED_STAND_IN_PREFIX = '\0sla-federation:shared:';
const CONTAINER = 'virtual:sla-remote-entry';
const CONTAINER_ID = '\0sla-remote-entry';
const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * A built portal as a Module Federation remote (decision 0034): remoteEntry.js is an ES module container
 * (`init`, `get`) that the shell's federation runtime loads; every shared module is the host's, read through a
 * stand-in, so the portal carries neither a copy of the runtime nor of anything shared; mf-manifest.json beside it
 * says what it needs and which files its exposed module uses. `exposes` maps "./portal" to a file of the project.
 */
export function federationRemote({ name, dir, exposes, shared }) {
  const byName = new Set(sharedModuleNames(shared));
  const exposedFiles = Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, resolve(dir, file)]));
  return {
    name: 'sla-federation-remote',
    enforce: 'pre',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            input: { remoteEntry: CONTAINER },
            // The container's exports are its contract with the runtime.
            preserveEntrySignatures: 'strict',
            output: { entryFileNames: (chunk) => (chunk.name === 'remoteEntry' ? REMOTE_ENTRY : 'assets/[name]-[hash].js') },
          },
        },
      };
    },
    resolveId(source) {
      if (source === CONTAINER) return CONTAINER_ID;
      if (byName.has(source)) return SHARED_STAND_IN_PREFIX + source;
      return null;
    },
    load(id) {
      if (id === CONTAINER_ID) return containerSource({ name, exposes: exposedFiles, shared: [...byName] });
      if (id.startsWith(SHARED_STAND_IN_PREFIX))
        return sharedStandInSource({ name, module: id.slice(SHARED_STAND_IN_PREFIX.length) });
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const exposedChunks = Object.fromEntries(
        Object.entries(exposedFiles).map(([key, file]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === file);
          if (!chunk) throw new Error(`${name}: no chunk for the exposed module ${key} (${file})`);
          return [key, chunk];
        }),
      );
      const manifest = federationManifest({
        name,
        remoteEntry: REMOTE_ENTRY,
        bundle,
        exposes: exposedChunks,
        shared: sharedModules(shared, dir),
      });
      this.emitFile({ type: 'asset', fileName: 'mf-manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
