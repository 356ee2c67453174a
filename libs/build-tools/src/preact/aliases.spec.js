import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isExpectedPreactWarning, PREACT_ALIASES, preactInProduction } from './aliases.js';

const workspace = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..', '..');
const SOURCE_ROOTS = ['shell', 'libs', ...readdirSync(workspace).filter((name) => name.startsWith('mfe-'))];

/** The site's own source files (not tests or declarations), read once for every module asked about. */
function readSources() {
  const texts = [];
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') visit(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const root of SOURCE_ROOTS) visit(join(workspace, root, root === 'libs' ? '' : 'src'));
  return texts;
}
let sources;

/** Every name the site's own code imports from `module` (import { a, b as c } from 'module'). */
function namesImportedFrom(module) {
  const names = new Set();
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace('/', '\\/')}'`, 'g');
  for (const text of (sources ??= readSources())) {
    for (const match of text.matchAll(pattern)) {
      if (match[0].startsWith('import type')) continue;
      for (const part of match[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names];
}

const replacementOf = (specifier) => PREACT_ALIASES.find((alias) => alias.find.test(specifier))?.replacement;

describe('Preact in the production build (decision 0036)', () => {
  it('gives every component its own id across render roots (Preact numbers them per root)', async () => {
    const { createElement, useId } = await import('./react.js');
    const { render } = await import('preact');
    const { JSDOM } = await import('jsdom');
    const { window } = new JSDOM('<div id="a"></div><div id="b"></div>');
    globalThis.document = window.document;
    try {
      const ids = [];
      const Field = () => {
        ids.push(useId());
        return null;
      };
      render(createElement(Field), window.document.getElementById('a'));
      render(createElement(Field), window.document.getElementById('b'));
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
    } finally {
      delete globalThis.document;
    }
  });

  it('replaces React only when building: the dev servers keep React', () => {
    const plugin = preactInProduction();
    expect(plugin.config({}, { command: 'serve' })).toBeNull();
    expect(plugin.config({}, { command: 'build' }).resolve.alias).toBe(PREACT_ALIASES);
  });

  it('maps each React module by its exact name, not a prefix of another package', () => {
    expect(replacementOf('react')).toMatch(/preact[\\/]react\.js$/);
    expect(replacementOf('react-dom')).toBe(replacementOf('react'));
    expect(replacementOf('react-dom/client')).toBe('preact/compat/client');
    expect(replacementOf('react/jsx-runtime')).toBe('preact/compat/jsx-runtime');
    expect(replacementOf('react-router')).toBeUndefined();
    expect(replacementOf('react-dom/server')).toBeUndefined();
  });

  // A React export Preact lacks would be undefined in production only, where no unit test runs: found here instead.
  it.each(['react', 'react-dom', 'react-dom/client'])("has every name the site's code imports from %s", async (module) => {
    const used = namesImportedFrom(module);
    const provided = await import(replacementOf(module));
    if (module === 'react') expect(used).toEqual(expect.arrayContaining(['useState', 'useEffect']));
    expect(used.filter((name) => !(name in provided))).toEqual([]);
  });

  it("lets every warning through but React Router's check for useOptimistic", () => {
    const warning = (code, message, id) => ({ code, message, id });
    const router = '/repo/node_modules/react-router/dist/development/chunk.mjs';
    expect(
      isExpectedPreactWarning(warning('IMPORT_IS_UNDEFINED', 'Import `useOptimistic` will always be undefined', router)),
    ).toBe(true);
    expect(
      isExpectedPreactWarning(warning('IMPORT_IS_UNDEFINED', 'Import `useActionState` will always be undefined', router)),
    ).toBe(false);
    expect(
      isExpectedPreactWarning(
        warning('IMPORT_IS_UNDEFINED', 'Import `useOptimistic` will always be undefined', '/repo/shell/src/a.tsx'),
      ),
    ).toBe(false);
  });
});
