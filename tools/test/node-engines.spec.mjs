// Every installed package must run on the Node the project supports (package.json "engines"):
// a dependency that needs a newer Node installs with only a warning and fails later, somewhere else.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SUPPORTED = [20, 19, 0];

/** Whether `range` (an "engines.node" value) admits Node `version`; handles the forms npm packages use. */
export function admits(range, [major, minor, patch] = SUPPORTED) {
  const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const parse = (text) =>
    text
      .replace(/^v/, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0)
      .concat([0, 0, 0])
      .slice(0, 3);
  const version = [major, minor, patch];
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .every((term) => {
        const [, op = '', value] = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(term) ?? [];
        if (!value || value === '*' || value === 'x') return true;
        const bound = parse(value.replace(/\.x/g, ''));
        const c = cmp(version, bound);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<=') return c <= 0;
        if (op === '<') return c < 0;
        if (op === '^') return c >= 0 && version[0] === bound[0];
        if (op === '~') return c >= 0 && version[0] === bound[0] && version[1] === bound[1];
        // A bare major ("20") means any 20.x.
        return /^\d+$/.test(value) ? version[0] === bound[0] : c === 0;
      }),
  );
}

function installed(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installed(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const { name, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (engines?.node) found.push({ name, version, node: engines.node });
    }
    if (existsSync(join(path, 'node_modules'))) installed(join(path, 'node_modules'), found);
  }
  return found;
}

describe('dependencies run on Node 20.19', () => {
  it('reads engine ranges the way npm does', () => {
    expect(admits('>=18')).toBe(true);
    expect(admits('20 || >=22')).toBe(true);
    expect(admits('>=22')).toBe(false);
    expect(admits('^20.19.0 || >=22.12')).toBe(true);
    expect(admits('>=20.20')).toBe(false);
    expect(admits('>= 20.12.0')).toBe(true);
    expect(admits('>= 22')).toBe(false);
  });

  it('has no installed package that needs a newer Node', () => {
    const refused = installed(join(root, 'node_modules')).filter((pkg) => !admits(pkg.node));
    expect(refused.map((pkg) => `${pkg.name}@${pkg.version} needs node ${pkg.node}`)).toEqual([]);
  });
});
