import { describe, expect, it } from 'vitest';
import { defineRemoteConfig, defineShellConfig, HOST_SHARED, SHARED } from './index.js';
import { PORTALS, portalByProject } from './portals.js';

describe('portals', () => {
  it('lists the six portals with identifier-safe federation names and distinct prefixes and ports', () => {
    expect(PORTALS.map((p) => p.project)).toEqual([
      'mfe-public',
      'mfe-applicant',
      'mfe-student',
      'mfe-admin',
      'mfe-content',
      'mfe-alumni',
    ]);
    for (const portal of PORTALS) expect(portal.federationName).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
    expect(new Set(PORTALS.map((p) => p.prefix)).size).toBe(6);
    expect(new Set(PORTALS.map((p) => p.devPort)).size).toBe(6);
    expect(() => portalByProject('mfe-nope')).toThrow(/Unknown portal/);
  });

  it('shares React, the router, the look and the session as singletons', () => {
    for (const name of ['react', 'react-dom', '@sla/router', '@sla/auth', '@sla/ui']) {
      expect(SHARED[name]?.singleton).toBe(true);
    }
  });

  it('bundles the permissions tables and the data client instead of sharing them (decision 0012)', () => {
    expect(SHARED).not.toHaveProperty('@sla/permissions');
    expect(SHARED).not.toHaveProperty('@sla/data');
  });

  it("adds a portal's own chunk groups after the common ones", () => {
    const group = { name: 'pages', test: /pages/ };
    const config = defineRemoteConfig({ dir: '/repo/mfe-public/', project: 'mfe-public', chunkGroups: [group] })({
      command: 'build',
      mode: 'production',
    });
    const groups = config.build.rolldownOptions.output.codeSplitting.groups;
    // The first-load group (decision 0037) comes last, named by a function: the portal's own groups keep theirs.
    expect(groups.map((g) => g.name)).toEqual([
      'vite-preload-helper',
      'federation-runtime',
      'sla-libs',
      'pages',
      expect.any(Function),
    ]);
    expect(groups[2].test.test('/repo/libs/data/src/client.ts')).toBe(true);
    expect(groups[2].test.test('/repo/libs/contract/src/errors.ts')).toBe(true);
    expect(groups[2].test.test('/repo/libs/contract/src/schemas/users.ts')).toBe(false);
    expect(groups[2].test.test('/repo/libs/contract/src/operations/people/users.ts')).toBe(false);
  });

  it('builds each portal into dist/<project> unless OUT_DIR moves it', () => {
    const config = defineRemoteConfig({ dir: '/repo/mfe-admin/', project: 'mfe-admin' })({
      command: 'build',
      mode: 'production',
    });
    expect(config.build.outDir).toBe('/repo/dist/mfe-admin');
    expect(config.base).toBe('./');
    process.env.OUT_DIR = '/tmp/elsewhere';
    try {
      const moved = defineRemoteConfig({ dir: '/repo/mfe-admin', project: 'mfe-admin' })({
        command: 'build',
        mode: 'production',
      });
      expect(moved.build.outDir).toBe('/tmp/elsewhere');
    } finally {
      delete process.env.OUT_DIR;
    }
  });

  it('provides shared modules eagerly where the app is the host (a portal alone in its harness)', () => {
    for (const name of Object.keys(SHARED)) expect(HOST_SHARED[name]).toMatchObject({ ...SHARED[name], eager: true });
  });

  it("builds the shell as the federation host and each portal as a thin remote on the host's runtime (decision 0034)", () => {
    const names = (config) => config.plugins.flat().map((plugin) => plugin?.name);
    const shell = defineShellConfig({ dir: '/repo/shell' });
    expect(names(shell)).toContain('sla-federation-host');
    const portal = defineRemoteConfig({ dir: '/repo/mfe-admin', project: 'mfe-admin' })({ command: 'build', mode: 'production' });
    expect(names(portal)).toContain('sla-federation-remote');
    // The runtime core and the stand-ins for shared modules are grouped into one file the budget tool counts.
    const runtimeGroup = portal.build.rolldownOptions.output.codeSplitting.groups[1].test;
    expect(runtimeGroup.test('/repo/node_modules/@module-federation/runtime-core/dist/core.js')).toBe(true);
    expect(runtimeGroup.test('\0sla-federation:shared:react')).toBe(true);
    expect(runtimeGroup.test('/repo/mfe-admin/src/portal.tsx')).toBe(false);
  });
});
