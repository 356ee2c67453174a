import { describe, expect, it } from 'vitest';
import { bytesByName, growth, isFederationFile, stableName } from './pageWeight.mjs';

describe('page weight', () => {
  it('names a built file without its content hash, by the app that ships it', () => {
    expect(stableName('http://127.0.0.1:4200/assets/loadShare-eager-B3zUiCVL.js')).toBe('shell/loadShare-eager.js');
    expect(stableName('http://127.0.0.1:4200/mfe/mfe-public/assets/Home-C_Xg6FVd.js')).toBe('mfe-public/Home.js');
    expect(stableName('http://127.0.0.1:4200/mfe/mfe-public/remoteEntry.js')).toBe('mfe-public/remoteEntry.js');
    expect(stableName('http://127.0.0.1:4200/assets/mf-entry-bootstrap-0-bdce75b6.js')).toBe('shell/mf-entry-bootstrap-0.js');
    expect(
      stableName(
        'http://h/mfe/mfe-public/assets/_virtual_mf___mfe_internal__mfe_public__mf_owner__224815364485327__loadShare__shared-AbCdEf12.js',
      ),
    ).toBe('mfe-public/_virtual_mf___mfe_internal__mfe_public__mf_owner__loadShare__shared.js');
  });

  it('tells the federation’s own files from the site’s', () => {
    expect(isFederationFile('shell/hostInit.js')).toBe(true);
    expect(isFederationFile('mfe-public/remoteEntry.js')).toBe(true);
    expect(isFederationFile('shell/chunk.js', 'x Federation Runtime y')).toBe(true);
    expect(isFederationFile('mfe-public/Home.js', 'export default 1')).toBe(false);
  });

  it('adds up files sharing a name', () => {
    expect(
      bytesByName([
        { name: 'shell/index.js', bytes: 10 },
        { name: 'shell/index.js', bytes: 5 },
        { name: 'a/b.js', bytes: 1 },
      ]),
    ).toEqual({
      'shell/index.js': 15,
      'a/b.js': 1,
    });
  });

  it('says which files grew, which are new and which are gone, biggest growth first', () => {
    const changes = growth(
      { 'shell/a.js': 1000, 'shell/b.js': 500, 'shell/gone.js': 300 },
      { 'shell/a.js': 1200, 'shell/b.js': 500, 'mfe-public/new.js': 2000 },
    );
    expect(changes).toEqual([
      { name: 'mfe-public/new.js', was: 0, now: 2000, by: 2000, isNew: true },
      { name: 'shell/a.js', was: 1000, now: 1200, by: 200, isNew: false },
      { name: 'shell/gone.js', was: 300, now: 0, by: -300, isNew: false },
    ]);
  });
});
