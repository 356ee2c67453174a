import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor, compileCatalogue, messagesIn, messagesPlugin, readTranslations, untranslatedIn } from './i18n.js';

let dir;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'i18n-'));
  await mkdir(join(dir, 'src', 'i18n'), { recursive: true });
  await writeFile(
    join(dir, 'src', 'Screen.tsx'),
    [
      "import { t, msg } from '@sla/i18n';",
      "const LABELS = { a: msg('Archived') };",
      'export const Screen = ({ n }: { n: number }) => (',
      '  <p title={t("Hello {name}", { name: "x" })}>',
      "    {t('{count, plural, one {# day} other {# days}}', { count: n })} {t(LABELS.a)}",
      '    <T message="Read <link>this</link>" components={{}} />',
      '  </p>',
      ');',
    ].join('\n'),
  );
  await writeFile(join(dir, 'src', 'Screen.spec.tsx'), "t('Only in a test')");
  await writeFile(join(dir, 'src', 'i18n', 'fr.json'), JSON.stringify({ Archived: 'Archivé', 'Hello {name}': 'Bonjour {name}' }));
  await writeFile(
    join(dir, 'src', 'i18n', 'fr.part.json'),
    JSON.stringify({ 'Read <link>this</link>': 'Lisez <link>ceci</link>' }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('message catalogues', () => {
  it('finds the literal messages code uses, with where, and not those of tests', () => {
    const found = messagesIn(join(dir, 'src'));
    expect([...found.keys()].sort()).toEqual(
      ['Archived', 'Hello {name}', 'Read <link>this</link>', '{count, plural, one {# day} other {# days}}'].sort(),
    );
    expect(found.get('Archived')).toMatchObject({ line: 2 });
  });

  it("reads a project's French from its main file and its parts", () => {
    expect(readTranslations(dir, 'fr')).toEqual({
      Archived: 'Archivé',
      'Hello {name}': 'Bonjour {name}',
      'Read <link>this</link>': 'Lisez <link>ceci</link>',
    });
  });

  it('compiles plain sentences to strings and the rest to message trees; English keeps only messages with placeholders', () => {
    expect(compileCatalogue({ a: 'Archivé', b: 'Bonjour {name}', c: '' })).toEqual({ a: 'Archivé', b: ['Bonjour ', ['name']] });
    const english = catalogueFor({ dir, locale: 'en' });
    expect(Object.keys(english).sort()).toEqual(['Hello {name}', '{count, plural, one {# day} other {# days}}']);
    expect(catalogueFor({ dir, locale: 'fr' })).toMatchObject({ Archived: 'Archivé', 'Hello {name}': ['Bonjour ', ['name']] });
  });

  it('gives an app a module per language through the plugin', () => {
    const plugin = messagesPlugin({ dir });
    expect(plugin.resolveId('virtual:sla-messages/fr')).toBe('\0virtual:sla-messages/fr');
    expect(plugin.resolveId('./other')).toBeNull();
    const loader = plugin.load.call({ addWatchFile: () => undefined }, '\0virtual:sla-messages');
    expect(loader).toContain("fr: () => import('virtual:sla-messages/fr')");
    const french = plugin.load.call({ addWatchFile: () => undefined }, '\0virtual:sla-messages/fr');
    expect(french).toContain('"Archived":"Archivé"');
  });
});

describe('words shown untranslated', () => {
  it('finds screen names, role names, label tables and zone codes put on a page as they are, and only those', async () => {
    const src = join(dir, 'untranslated');
    await mkdir(src, { recursive: true });
    await writeFile(
      join(src, 'Page.tsx'),
      [
        "import { t } from '@sla/i18n';",
        "const SCREEN = screenName('/blog/:slug');",
        'export const Page = ({ s, r }) => (',
        "  <Screen title={screenName('/student')} heading={t(screenName('/student/mentor'))}>",
        '    <p>{STATUS_LABELS[s]} {t(DECISION_LABELS[s])} {ok ? ROLE_LABELS[r] : null}</p>',
        '    <p>{`${roleLabel(r)} ${t(roleLabel(r))}`} {t(SCREEN)}</p>',
        '    <p>({s.timeZone}) {zoneName(s.timeZone)} <Clock zone={s.timeZone} /></p>',
        '  </Screen>',
        ');',
      ].join('\n'),
    );
    expect(untranslatedIn(src).map(({ text, line }) => [text, line])).toEqual([
      ["screenName('/student')", 4],
      ['STATUS_LABELS[s]', 5],
      ['ROLE_LABELS[r]', 5],
      ['roleLabel(r)', 6],
      ['s.timeZone', 7],
    ]);
  });
});
