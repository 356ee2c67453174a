import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packRelease, unpackRelease } from './pack.js';

let dir;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sla-pack-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const packOf = (files) => gzipSync(JSON.stringify({ about: { commit: 'abc1234' }, files }));

describe('a release pack', () => {
  it('carries every file of a build, hidden folders included, and what the command said about it', async () => {
    await mkdir(join(dir, 'build', 'assets'), { recursive: true });
    await mkdir(join(dir, 'build', '.vite'), { recursive: true });
    await writeFile(join(dir, 'build', 'assets', 'chunk.js'), 'export {};');
    await writeFile(join(dir, 'build', '.vite', 'manifest.json'), '{}');
    await writeFile(join(dir, 'build', 'logo.png'), Buffer.from([0, 255, 1, 254]));
    const packed = await packRelease(join(dir, 'build'), { commit: 'abc1234', describes: { shared: {} } });
    const about = await unpackRelease(packed, join(dir, 'out'));
    expect(about).toEqual({ commit: 'abc1234', describes: { shared: {} } });
    expect(await readFile(join(dir, 'out', 'assets', 'chunk.js'), 'utf8')).toBe('export {};');
    expect(await readFile(join(dir, 'out', '.vite', 'manifest.json'), 'utf8')).toBe('{}');
    expect([...(await readFile(join(dir, 'out', 'logo.png')))]).toEqual([0, 255, 1, 254]);
  });

  it.each(['../x.js', 'a/../../x.js', './a.js', 'a/./b.js', '/etc/x.js', 'a//b.js', '..', 'a/..', 'a\\..\\b.js'])(
    'refuses the path %s, writing nothing',
    async (path) => {
      await expect(unpackRelease(packOf([{ path, data: 'AA==' }]), join(dir, 'out'))).rejects.toThrow(
        /^The release holds a file with a path that is not allowed/,
      );
      await expect(readFile(join(dir, 'x.js'))).rejects.toThrow();
    },
  );

  it('refuses a path given twice, or as a file and a folder', async () => {
    const twice = packOf([
      { path: 'a.js', data: 'AA==' },
      { path: 'a.js', data: 'AQ==' },
    ]);
    await expect(unpackRelease(twice, join(dir, 'one'))).rejects.toThrow(
      'The release holds a.js twice, or as both a file and a folder.',
    );
    const both = packOf([
      { path: 'a', data: 'AA==' },
      { path: 'a/b.js', data: 'AA==' },
    ]);
    await expect(unpackRelease(both, join(dir, 'two'))).rejects.toThrow(
      'The release holds a/b.js twice, or as both a file and a folder.',
    );
    await expect(unpackRelease(packOf([{ path: `${'x'.repeat(201)}.js`, data: 'AA==' }]), join(dir, 'three'))).rejects.toThrow(
      /path that is not allowed/,
    );
  });

  it('counts the files as written, not only the pack: many small files over the limit are refused', async () => {
    const files = Array.from({ length: 16 }, (_, index) => ({
      path: `f${index}.js`,
      data: Buffer.alloc(1000).toString('base64'),
    }));
    await expect(
      unpackRelease(gzipSync(JSON.stringify({ about: {}, files })), join(dir, 'out'), { maxBytes: 1500 }),
    ).rejects.toThrow('The release is larger than');
  });

  it('refuses what is not a pack, an empty one, its own record and one too large', async () => {
    await expect(unpackRelease(Buffer.from('hello'), dir)).rejects.toThrow('The release could not be read');
    await expect(unpackRelease(packOf([]), dir)).rejects.toThrow('The release holds no files.');
    await expect(unpackRelease(packOf([{ path: 'release.json', data: 'AA==' }]), dir)).rejects.toThrow(
      'The release may not bring its own release.json.',
    );
    const big = Buffer.alloc(2048).toString('base64');
    await expect(unpackRelease(packOf([{ path: 'a.js', data: big }]), join(dir, 'out'), { maxBytes: 1024 })).rejects.toThrow(
      'The release is larger than',
    );
  });
});
