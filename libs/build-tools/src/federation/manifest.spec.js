import { describe, expect, it } from 'vitest';
import { exposeAssets, federationManifest } from './manifest.js';

const chunk = (fileName, { imports = [], dynamicImports = [], css = [] } = {}) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports,
  viteMetadata: { importedCss: new Set(css) },
});

// portal imports shared and libs at once; it loads Home later, which imports pages and its own style sheet.
const bundle = {
  'remoteEntry.js': chunk('remoteEntry.js', { dynamicImports: ['assets/portal.js'] }),
  'assets/portal.js': chunk('assets/portal.js', {
    imports: ['assets/libs.js', 'assets/federation-runtime.js'],
    dynamicImports: ['assets/Home.js'],
    css: ['assets/portal.css'],
  }),
  'assets/libs.js': chunk('assets/libs.js', { imports: ['assets/federation-runtime.js'] }),
  'assets/federation-runtime.js': chunk('assets/federation-runtime.js'),
  'assets/Home.js': chunk('assets/Home.js', { imports: ['assets/pages.js', 'assets/libs.js'], css: ['assets/Home.css'] }),
  'assets/pages.js': chunk('assets/pages.js', { css: ['assets/portal.css'] }),
  'assets/portal.css': { type: 'asset', fileName: 'assets/portal.css' },
};

describe('the federation manifest of a portal', () => {
  it("lists the exposed module's chunks it needs at once, dependencies first, and those it loads later, with their style sheets", () => {
    expect(exposeAssets(bundle, bundle['assets/portal.js'])).toEqual({
      js: {
        sync: ['assets/federation-runtime.js', 'assets/libs.js', 'assets/portal.js'],
        async: ['assets/pages.js', 'assets/Home.js'],
      },
      css: { sync: ['assets/portal.css'], async: ['assets/Home.css'] },
    });
  });

  it('says where the container is and what the portal needs from the host, in the shape the release tools read', () => {
    const manifest = federationManifest({
      name: 'mfe_public',
      remoteEntry: 'remoteEntry.js',
      bundle,
      exposes: { './portal': bundle['assets/portal.js'] },
      shared: [{ name: 'react-dom/client', version: '19.3.1', singleton: true, requiredVersion: '^19.0.0' }],
    });
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'module' });
    expect(manifest.shared).toEqual([
      expect.objectContaining({
        name: 'react-dom/client',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.0.0',
        import: false,
      }),
    ]);
    expect(manifest.exposes).toEqual([expect.objectContaining({ name: 'portal', path: './portal' })]);
  });
});
