import type { ContentVersion, ContentVersionSummary } from '@sla/data';

/**
 * Where an item's versions come from: the version operations of posts, events or programme pages (`listPostVersions`,
 * `getPostVersion`, `restorePostVersion`, …), by the item's id.
 */
export interface VersionsSource<T> {
  list(id: string): Promise<ContentVersionSummary[]>;
  get(id: string, version: number): Promise<ContentVersion | null>;
  restore(id: string, version: number): Promise<T>;
}
