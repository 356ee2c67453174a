import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedVersion, packageOf, sharedModules } from './sharedModules.js';

async function workspace(packages) {
  const root = await mkdtemp(join(tmpdir(), 'shared-modules-'));
  for (const [name, version] of Object.entries(packages)) {
    await mkdir(join(root, 'node_modules', name), { recursive: true });
    await writeFile(join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name, version }));
  }
  const app = join(root, 'apps', 'shell');
  await mkdir(app, { recursive: true });
  return app;
}

describe('shared modules', () => {
  it('names the package a module belongs to', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@sla/ui')).toBe('@sla/ui');
    expect(packageOf('@sla/auth/forms')).toBe('@sla/auth');
  });

  it("are the shared packages and the subpaths code imports by name, at the installed version, with the list's range or the package's own", async () => {
    const dir = await workspace({ react: '19.3.1', 'react-dom': '19.3.1', '@sla/ui': '0.1.0' });
    const modules = sharedModules(
      {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
        '@sla/ui': { singleton: true },
      },
      dir,
    );
    expect(modules).toEqual([
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
      { name: '@sla/ui', version: '0.1.0', singleton: true, requiredVersion: '^0.1.0' },
      { name: 'react/jsx-runtime', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
      { name: 'react-dom/client', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' },
    ]);
  });

  it('leaves out the subpaths of a package that is not shared, and refuses a shared package that is not installed', async () => {
    const dir = await workspace({ '@sla/ui': '0.1.0' });
    expect(sharedModules({ '@sla/ui': { singleton: true } }, dir).map((module) => module.name)).toEqual(['@sla/ui']);
    expect(() => installedVersion('react', dir)).toThrow(/Shared package react is not installed/);
  });
});
