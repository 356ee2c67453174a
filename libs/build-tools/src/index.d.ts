import type { UserConfig, UserConfigFnObject } from 'vite';
import { SHARED } from './portals.js';
export { SHARED };
export declare const HOST_SHARED: typeof SHARED;
export interface ChunkGroup {
  name: string;
  test: RegExp;
}
export declare function defineRemoteConfig(options: {
  dir: string;
  project: string;
  chunkGroups?: ChunkGroup[];
  /** Screens (paths from `dir`) loaded in one file with the portal's exposed module: its home. */
  firstScreens?: string[];
}): UserConfigFnObject;
export declare function defineShellConfig(options: { dir: string }): UserConfig;
export declare function defineUnitTestConfig(options: { dir: string }): UserConfig;
export declare function defineSsrConfig(options: { dir: string; withLibraries?: boolean }): UserConfig;
