import type { Page } from '@playwright/test';

export interface ScriptFile {
  /** owner/file without the content hash, e.g. "shell/loadShare-eager.js". */
  name: string;
  /** Compressed, as transferred. */
  bytes: number;
  /** Uncompressed. */
  raw: number;
  federation: boolean;
}
export interface Change {
  name: string;
  was: number;
  now: number;
  by: number;
  isNew: boolean;
}
export declare function ownerOf(pathname: string): string;
export declare function stableName(url: string): string;
export declare function isFederationFile(name: string, body?: Buffer | string): boolean;
export declare function recordScripts(page: Page): {
  settled(options?: { quietMs?: number; timeoutMs?: number; atLeastOne?: boolean }): Promise<void>;
  files(): Promise<ScriptFile[]>;
};
export declare function bytesByName(files: Pick<ScriptFile, 'name' | 'bytes'>[]): Record<string, number>;
export declare function growth(before: Record<string, number>, now: Record<string, number>): Change[];
export declare function kb(bytes: number): string;
