export interface ReleaseNeeds {
  portalContract: number;
  shared: Record<string, string>;
}
export interface ShellOffers {
  portalContracts: number[];
  shared: Record<string, string>;
}
export interface ReleaseRecord {
  project: string;
  id: string;
  commit: string;
  releasedBy: string;
  releasedAt: string;
  needs?: ReleaseNeeds;
  provides?: ShellOffers;
}
export interface LiveEntry {
  action: 'promote' | 'rollback';
  id: string;
  /** What was live before this entry. */
  previous: string | null;
  /** The history index a rollback from this entry goes back to; null when there is none. */
  back: number | null;
  /** For a rollback: the history index it restored. */
  restores?: number;
  at: string;
  by: string;
}
export interface LiveMap {
  version: number;
  projects: Record<string, { live: string | null; history: LiveEntry[] }>;
}
export interface ReleaseStore {
  root: string;
  publish(project: string, id: string, sourceDir: string, record: ReleaseRecord): Promise<void>;
  record(project: string, id: string): Promise<ReleaseRecord | null>;
  releases(project: string): Promise<string[]>;
  folder(project: string, id: string): string;
  readLive(): Promise<{ live: LiveMap; version: number }>;
  writeLive(live: LiveMap, version: number): Promise<boolean>;
  remove(project: string, id: string): Promise<void>;
}
export declare const PROJECTS: string[];
export type ReleaseErrorKind = 'invalid' | 'missing' | 'conflict' | 'damaged';
export declare class ReleaseError extends Error {
  constructor(message: string, kind?: ReleaseErrorKind);
  kind: ReleaseErrorKind;
}
export declare function checkProject(project: string | undefined): void;
export declare function localReleaseStore(root: string): ReleaseStore;
export declare function releaseStoreRoot(env: Record<string, string | undefined>, deployRoot: string): string;
export declare function publishRelease(options: {
  store: ReleaseStore;
  project: string;
  distDir: string;
  commit: string;
  by: string;
  now?: Date;
  describe: (distDir: string) => Promise<ReleaseNeeds | ShellOffers> | ReleaseNeeds | ShellOffers;
}): Promise<ReleaseRecord>;
export declare function promoteRelease(options: {
  store: ReleaseStore;
  project: string;
  id: string;
  by: string;
  now?: Date;
  deployedShell: ShellOffers;
}): Promise<LiveMap>;
export declare function rollBackRelease(options: {
  store: ReleaseStore;
  project: string;
  by: string;
  now?: Date;
  deployedShell: ShellOffers;
  /** The release the caller saw live: refused (conflict) when another is live now. */
  from?: string;
}): Promise<LiveMap>;
export declare const KEEP_AT_LEAST: number;
export declare function pruneReleases(options: { store: ReleaseStore; project: string; keep?: number }): Promise<string[]>;
export interface ReleaseRow {
  id: string;
  live: boolean;
  record: ReleaseRecord;
  wentLive: LiveEntry | null;
}
export declare function listReleases(options: { store: ReleaseStore; project: string; limit?: number }): Promise<ReleaseRow[]>;
export declare function projectReleases(options: {
  store: ReleaseStore;
  project: string;
  limit?: number;
}): Promise<{ live: string | null; rollBackTo: string | null; rows: ReleaseRow[] }>;
export declare const RELEASE_KEY_MIN_LENGTH: number;
export declare function releaseKeySetting(project: string): string;
export declare function releaseKeys(
  env: Record<string, string | undefined>,
  warn?: (message: string) => void,
): Record<string, string>;
export declare function projectOfKey(keys: Record<string, string>, key: unknown): string | null;
export declare const MAX_RELEASE_BYTES: number;
export interface ReleaseAbout {
  commit: string;
  describes?: ReleaseNeeds | ShellOffers;
}
export declare function packRelease(dir: string, about: ReleaseAbout): Promise<Buffer>;
export declare function unpackRelease(packed: Buffer, dir: string, options?: { maxBytes?: number }): Promise<ReleaseAbout>;
export declare function previewSecret(
  env: Record<string, string | undefined>,
  options?: { development?: boolean; warn?: (message: string) => void },
): string | null;
export declare const PREVIEW_LIFETIME_MS: number;
export declare function mismatch(
  shell: Partial<ReleaseRecord> & { provides?: ShellOffers },
  portal: ReleaseRecord,
): string | null;
export declare const PREVIEW_COOKIE: string;
export declare function previewPath(release: { project: string; id: string }, secret: string, now?: number): string;
export declare function previewToken(release: { project: string; id: string }, secret: string, now?: number): string;
export declare function readPreviewToken(
  token: string | undefined,
  secret: string | null,
  now?: number,
): { project: string; id: string; expires: number } | null;
export declare function portalNeeds(distDir: string, label?: string): Promise<ReleaseNeeds>;
export declare function checkShellOffers(value: unknown): ShellOffers;
export declare function shellProvides(repoRoot: string): Promise<ShellOffers>;
export declare function releaseId(at: Date, commit: string): string;
export declare function isReleaseId(value: unknown): boolean;
