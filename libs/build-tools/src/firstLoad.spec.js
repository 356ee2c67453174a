import { describe, expect, it } from 'vitest';
import { firstLoadGroup, staticImportsOf } from './firstLoad.js';

/** A module graph as rolldown's getModuleInfo answers it: static imports only (dynamic ones are not followed). */
const GRAPH = {
  '/app/src/portal.tsx': ['/app/src/routes.tsx', '/libs/ui/index.ts'],
  '/app/src/routes.tsx': ['/app/src/nav.tsx'],
  '/app/src/nav.tsx': ['/app/src/format.ts'],
  '/app/src/format.ts': [],
  '/app/src/screens/Home.tsx': ['/app/src/format.ts', '/app/src/LoadState.tsx'],
  '/app/src/LoadState.tsx': ['/app/src/routes.tsx'],
  '/app/src/screens/Settings.tsx': ['/app/src/SettingsForm.tsx'],
  '/app/src/SettingsForm.tsx': [],
  '/libs/ui/index.ts': ['/libs/ui/Button.tsx', '/libs/ui/Form.tsx'],
  '/libs/ui/Button.tsx': [],
  '/libs/ui/Form.tsx': ['/node_modules/zod/index.js'],
  '/node_modules/zod/index.js': [],
};
const moduleInfo = (id) => (id in GRAPH ? { importedIds: GRAPH[id] } : null);
const context = { getModuleInfo: moduleInfo };

describe('the first-load code-splitting group', () => {
  it('finds every module the roots import, directly or not, once each, and not the roots', () => {
    const found = staticImportsOf(['/app/src/portal.tsx'], moduleInfo);
    expect([...found].sort()).toEqual([
      '/app/src/format.ts',
      '/app/src/nav.tsx',
      '/app/src/routes.tsx',
      '/libs/ui/Button.tsx',
      '/libs/ui/Form.tsx',
      '/libs/ui/index.ts',
      '/node_modules/zod/index.js',
    ]);
  });

  it("walks only where it is told: a library's index would bring modules no first screen runs", () => {
    const found = staticImportsOf(['/app/src/portal.tsx'], moduleInfo, (id) => id.startsWith('/app/src/'));
    expect([...found].sort()).toEqual(['/app/src/format.ts', '/app/src/nav.tsx', '/app/src/routes.tsx']);
  });

  it('names the entry’s imports and the first screens with theirs, and leaves the rest to the bundler', () => {
    const group = firstLoadGroup({
      name: 'first-load',
      entry: '/app/src/portal.tsx',
      screens: ['/app/src/screens/Home.tsx'],
      within: (id) => id.startsWith('/app/src/'),
    });
    const named = Object.keys(GRAPH).filter((id) => group.name(id, context) === 'first-load');
    expect(named.sort()).toEqual([
      '/app/src/LoadState.tsx',
      '/app/src/format.ts',
      '/app/src/nav.tsx',
      '/app/src/routes.tsx',
      '/app/src/screens/Home.tsx',
    ]);
    // The entry keeps its own file (the container loads it by name); another screen and its form stay lazy.
    expect(group.name('/app/src/portal.tsx', context)).toBeNull();
    expect(group.name('/app/src/SettingsForm.tsx', context)).toBeNull();
  });
});
