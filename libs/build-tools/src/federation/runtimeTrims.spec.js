import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RUNTIME_TRIMS, runtimeTrimFor, TRIMMED_RUNTIME_VERSION } from './runtimeTrims.js';

// The workspace's installed runtime (the package exports no package.json to resolve).
const runtimeCore = fileURLToPath(new URL('../../../../node_modules/@module-federation/runtime-core', import.meta.url));
/** The names a module exports, from its `export { a, b as c }` lines. */
const exportsOf = (source) =>
  [...source.matchAll(/export\s*\{([^}]*)\}/g)]
    .flatMap((match) => match[1].split(','))
    .map((item) =>
      item
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    .filter(Boolean)
    .sort();

describe('the trimmed runtime files', () => {
  it('are written for the runtime installed', () => {
    expect(JSON.parse(readFileSync(join(runtimeCore, 'package.json'), 'utf8')).version).toBe(TRIMMED_RUNTIME_VERSION);
  });

  it('export what the files they replace export', () => {
    for (const [file, replacement] of Object.entries(RUNTIME_TRIMS)) {
      expect(exportsOf(replacement), file).toEqual(exportsOf(readFileSync(join(runtimeCore, file), 'utf8')));
    }
  });

  it('replace only those files of the runtime core, wherever it is installed', () => {
    expect(runtimeTrimFor('/repo/node_modules/@module-federation/runtime-core/dist/utils/preload.js')).toBe(
      RUNTIME_TRIMS['dist/utils/preload.js'],
    );
    expect(runtimeTrimFor('C:\\repo\\node_modules\\@module-federation\\runtime-core\\dist\\utils\\preload.js')).not.toBeNull();
    expect(runtimeTrimFor('/repo/node_modules/@module-federation/runtime-core/dist/core.js')).toBeNull();
    expect(runtimeTrimFor('/repo/node_modules/@module-federation/sdk/dist/utils/preload.js')).toBeNull();
  });
});
