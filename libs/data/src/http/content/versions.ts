import type { VersionsRepository } from '../../repositories.js';
import type { ContentVersion, ContentVersionSummary } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';

/** The versions of the item at `itemPath(id)`: …/versions, …/versions/<n>, …/versions/<n>/restore. */
export function httpVersionsRepository<T>(transport: Transport, itemPath: (id: string) => string): VersionsRepository<T> {
  const versionPath = (id: string, version: number) => `${itemPath(id)}/versions/${encodeURIComponent(String(version))}`;
  return {
    list: async (id) => (await transport.request<{ items: ContentVersionSummary[] }>('GET', `${itemPath(id)}/versions`)).items,
    get: (id, version) => orNull(transport.request<ContentVersion>('GET', versionPath(id, version))),
    restore: (id, version) => transport.request('POST', `${versionPath(id, version)}/restore`),
  };
}
