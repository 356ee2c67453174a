import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProject, conflicts, placeholders } from './check.mjs';

let root;
const project = async (path, code, french) => {
  const dir = join(root, path);
  await mkdir(join(dir, 'src', 'i18n'), { recursive: true });
  await writeFile(join(dir, 'src', 'Screen.tsx'), code);
  await writeFile(join(dir, 'src', 'i18n', 'fr.json'), JSON.stringify(french));
  return dir;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'i18n-check-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the catalogue check', () => {
  it('names the placeholders and tags of a message, plural branches included', () => {
    expect(placeholders('{count, plural, one {# day for {name}} other {# days}} <link>go</link> <badge/>')).toEqual([
      '<badge>',
      '<link>',
      'count',
      'name',
    ]);
  });

  it('fails on French that is missing, empty, unused or has other placeholders', async () => {
    const dir = await project('mfe-one', "t('Kept'); t('Missing'); t('Empty'); t('Hello {name}');", {
      Kept: 'Gardé',
      Empty: ' ',
      'Hello {name}': 'Bonjour {nom}',
      Gone: 'Parti',
    });
    const problems = checkProject(dir).problems.map(({ kind, message }) => `${kind}: ${message}`);
    expect(problems.sort()).toEqual(
      ['empty: Empty', 'missing: Missing', 'placeholders differ: Hello {name}', 'unused: Gone'].sort(),
    );
  });

  it('fails when a portal words a shared message differently; two portals may differ', async () => {
    const lib = await project(join('libs', 'kit'), "t('Remove')", { Remove: 'Retirer' });
    const first = await project('mfe-a', "t('Remove'); t('Submitted')", { Remove: 'Supprimer', Submitted: 'Envoyée' });
    const second = await project('mfe-b', "t('Submitted')", { Submitted: 'Rendu' });
    expect(conflicts([lib, first, second]).map(({ dir, message }) => [dir, message])).toEqual([[first, 'Remove']]);
  });
});
