import { runtimeTrimFor, TRIMMED_RUNTIME_VERSION } from './runtimeTrims.js';
import { installedVersion, sharedModules } from './sharedModules.js';

/** The module the shell imports its federation instance from (typed in shell/src/federation/host.d.ts). */
export const HOST_MODULE = 'virtual:sla-federation-host';
export const HOST_MODULE_ID = '\0sla-federation-host';

/**
 * The host's federation (decision 0034): one instance of Module Federation's runtime core, providing every shared
 * module eagerly (decision 0007) from the shell's own bundle, and loading portals by their remoteEntry.js. The
 * runtime is built for browsers without the snapshot and preload plugins: portals are registered by their container's
 * address, never by a manifest the runtime would have to read.
 */
export function hostModuleSource({ name, modules }) {
  const imports = modules.map((module, index) => `import * as shared${index} from ${JSON.stringify(module.name)};`);
  const entries = modules.map(
    (module, index) =>
      `    ${JSON.stringify(module.name)}: { version: ${JSON.stringify(module.version)}, lib: () => shared${index}, shareConfig: { singleton: ${module.singleton}, requiredVersion: ${JSON.stringify(module.requiredVersion)}, eager: true } },`,
  );
  return `import { ModuleFederation, setGlobalFederationInstance } from '@module-federation/runtime/core';
${imports.join('\n')}

export const federation = new ModuleFederation({
  name: ${JSON.stringify(name)},
  remotes: [],
  shared: {
${entries.join('\n')}
  },
});
// Found on the page like any Module Federation host (a portal served from its own dev server looks for it).
setGlobalFederationInstance(federation);
`;
}

/**
 * The runtime's capability switches (read by @module-federation/runtime-core and /sdk; the federation plugin's
 * `disableSnapshot`, `disableRemote`, `disableShared` and `target` set the same), so the bundler drops the code paths
 * the site never takes: the snapshot and preload plugins and Node's script loading. Remotes and shared modules are
 * said to be used, which drops their disabled stand-ins (left undefined, both are bundled).
 */
export const RUNTIME_DEFINES = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  FEDERATION_OPTIMIZE_NO_REMOTE: 'false',
  FEDERATION_OPTIMIZE_NO_SHARED: 'false',
  ENV_TARGET: JSON.stringify('web'),
};

/** The shell as the Module Federation host: `virtual:sla-federation-host` exports its runtime instance. */
export function federationHost({ name, dir, shared }) {
  let building = false;
  return {
    name: 'sla-federation-host',
    enforce: 'pre',
    config(_config, { command }) {
      building = command === 'build';
      return { define: RUNTIME_DEFINES };
    },
    resolveId(source) {
      return source === HOST_MODULE ? HOST_MODULE_ID : null;
    },
    buildStart() {
      if (!building) return;
      const version = installedVersion('@module-federation/runtime-core', dir);
      if (version !== TRIMMED_RUNTIME_VERSION)
        this.error(
          `@module-federation/runtime-core is ${version}; libs/build-tools/src/federation/runtimeTrims.js was written for ${TRIMMED_RUNTIME_VERSION}: check what it replaces against the new version, then update it.`,
        );
    },
    load(id) {
      if (id === HOST_MODULE_ID) return hostModuleSource({ name, modules: sharedModules(shared, dir) });
      // Built, the runtime leaves out the code for snapshots and preloading (runtimeTrims.js).
      return building ? runtimeTrimFor(id) : null;
    },
  };
}
