import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localReleaseStore, shellProvides } from '@sla/releases';
import type { ReleaseDesk } from '../releases/releaseDesk.js';

/** A release desk over an empty store of its own, with `keys`, previews signed with a test secret. */
export async function testReleaseDesk(keys: Record<string, string>): Promise<ReleaseDesk> {
  const root = await mkdtemp(join(tmpdir(), 'sla-release-store-'));
  const offers = shellProvides(process.cwd());
  return {
    store: localReleaseStore(root),
    keys,
    previewSecret: 'test-preview-secret',
    deployedShell: () => offers,
  };
}
