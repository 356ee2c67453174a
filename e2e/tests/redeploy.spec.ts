import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { REPO_ROOT, workspaceTemp } from '../support/env.js';
import { startSite } from '../support/servers.js';
import { buildVariant } from '../support/variants.js';

async function hashTree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[relative(dir, path)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex');
  }
  return out;
}

test('a portal rebuilt and redeployed alone shows its change on reload; the shell is byte-for-byte unchanged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // a deployment of our own, so the shared e2e server is never touched
  const deployRoot = await workspaceTemp('deploy-');
  // Without the release store: a live release would take the place of the redeployed folder.
  await cp(join(REPO_ROOT, 'dist'), deployRoot, {
    recursive: true,
    filter: (path) => !path.startsWith(join(REPO_ROOT, 'dist', 'releases')),
  });
  const site = await startSite(deployRoot);
  try {
    const shellBefore = await hashTree(join(deployRoot, 'shell'));
    const distShellBefore = await hashTree(join(REPO_ROOT, 'dist', 'shell'));

    await page.goto(`${site.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nurturing Africa's next generation of scientist-leaders");

    const variant = await buildVariant('mfe-public', async (read, write) => {
      const home = await read('src/screens/Home.tsx');
      await write('src/screens/Home.tsx', home.replace("Nurturing Africa's next generation", "Growing Africa's next generation"));
    });
    try {
      await rm(join(deployRoot, 'mfe-public'), { recursive: true });
      await cp(variant.outDir, join(deployRoot, 'mfe-public'), { recursive: true });
    } finally {
      await variant.cleanup();
    }

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Growing Africa's next generation of scientist-leaders");
    expect(await hashTree(join(deployRoot, 'shell'))).toEqual(shellBefore);
    expect(await hashTree(join(REPO_ROOT, 'dist', 'shell'))).toEqual(distShellBefore);
  } finally {
    await site.close();
    await rm(deployRoot, { recursive: true, force: true });
  }
});
