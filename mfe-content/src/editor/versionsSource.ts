import type { ContentVersion, ContentVersionSummary } from '@sla/data';

/** Where an item's versions come from: `data.posts.versions`, `data.events.versions`, `data.programPages.versions`. */
export interface VersionsSource<T> {
  list(id: string): Promise<ContentVersionSummary[]>;
  get(id: string, version: number): Promise<ContentVersion | null>;
  restore(id: string, version: number): Promise<T>;
}
