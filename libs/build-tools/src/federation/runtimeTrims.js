// Two files of Module Federation's runtime core that this site never runs, replaced when the shell is built
// (decision 0034). The site registers every portal by its container (remoteEntry.js), never by a manifest, and never
// calls preloadRemote, so the runtime never loads a snapshot nor preloads a remote's assets; the snapshot plugin and
// the preload plugin are already left out by the runtime's own switch (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN), but
// the code they call stays in every build. A replacement keeps every export of the file it stands for, and what the
// rest of the runtime uses of it. Written for one version of the runtime: another version stops the build.

/** The version of @module-federation/runtime-core these replacements were written against. */
export const TRIMMED_RUNTIME_VERSION = '2.9.1';

const notInThisRuntime = (what) =>
  `throw new Error("[Module Federation] ${what} is not part of this site's runtime (decision 0034)");`;

/** By path inside the runtime-core package: the module that replaces it, at the same place (its imports resolve alike). */
export const RUNTIME_TRIMS = {
  // What preloadRemote and the preload plugin use.
  'dist/utils/preload.js': `const unavailable = () => { ${notInThisRuntime('preloadRemote')} };
export { unavailable as defaultPreloadArgs, unavailable as formatPreloadArgs, unavailable as normalizePreloadExposes, unavailable as preloadAssets };
`,
  // Loading and caching manifests as snapshots. Kept: the hooks a plugin may register on, the manifest cache a removed
  // remote is deleted from, and getGlobalRemoteInfo (removeRemote calls it), copied from 2.9.1.
  'dist/plugins/snapshot/SnapshotHandler.js': `import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from "../../global.js";
import { AsyncHook } from "../../utils/hooks/asyncHook.js";
import { AsyncWaterfallHook } from "../../utils/hooks/asyncWaterfallHooks.js";
import { PluginSystem } from "../../utils/hooks/pluginSystem.js";

function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo = hostGlobalSnapshot && "remotesInfo" in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) return {
    hostGlobalSnapshot,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion })
  };
  return {
    hostGlobalSnapshot: void 0,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: "version" in moduleInfo ? moduleInfo.version : void 0 })
  };
}

var SnapshotHandler = class {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook("beforeLoadRemoteSnapshot"),
      loadSnapshot: new AsyncWaterfallHook("loadGlobalSnapshot"),
      loadRemoteSnapshot: new AsyncWaterfallHook("loadRemoteSnapshot"),
      afterLoadSnapshot: new AsyncWaterfallHook("afterLoadSnapshot"),
      beforeLoadManifest: new AsyncHook("beforeLoadManifest"),
      afterLoadManifest: new AsyncHook("afterLoadManifest")
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }
  async loadRemoteSnapshotInfo() { ${notInThisRuntime('Loading a remote by its manifest')} }
  async getManifestJson() { ${notInThisRuntime('Loading a remote by its manifest')} }
  getGlobalRemoteInfo(moduleInfo) { return getGlobalRemoteInfo(moduleInfo, this.HostInstance); }
};

export { SnapshotHandler, getGlobalRemoteInfo };
`,
};

/** The replacement for a module id of the runtime, if it is one of the trimmed files. */
export function runtimeTrimFor(id) {
  const path = id.replace(/\\/g, '/').split('?')[0];
  const at = path.lastIndexOf('/@module-federation/runtime-core/');
  if (at === -1) return null;
  return RUNTIME_TRIMS[path.slice(at + '/@module-federation/runtime-core/'.length)] ?? null;
}
