import { describe, expect, it } from 'vitest';
import { containerAddress } from './containerAddress.js';

describe('containerAddress', () => {
  it("is the remoteEntry.js beside a portal's manifest, on this site or another", () => {
    expect(containerAddress('/mfe/mfe-public/mf-manifest.json')).toBe('/mfe/mfe-public/remoteEntry.js');
    expect(containerAddress('/releases/mfe-admin/20261129T004512Z-3f2a9c1/mf-manifest.json')).toBe(
      '/releases/mfe-admin/20261129T004512Z-3f2a9c1/remoteEntry.js',
    );
    expect(containerAddress('https://cdn.example/admin/mf-manifest.json?v=2')).toBe(
      'https://cdn.example/admin/remoteEntry.js?v=2',
    );
  });

  it('keeps an address that already names the container, or a folder merely called mf-manifest.json', () => {
    expect(containerAddress('http://localhost:4304/remoteEntry.js')).toBe('http://localhost:4304/remoteEntry.js');
    expect(containerAddress('/mf-manifest.json/remoteEntry.js')).toBe('/mf-manifest.json/remoteEntry.js');
  });
});
